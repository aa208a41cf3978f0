<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+57"/>
        <source>throughput</source>
        <translation>débit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success rate</source>
        <translation>taux de réussite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power</source>
        <translation>puissance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quality</source>
        <translation>qualité</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../ui/models/frontiergrid.cpp" line="+38"/>
        <source>other dimensions fixed at %1</source>
        <translation>autres dimensions fixées à %1</translation>
    </message>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="+63"/>
        <source>%1 — %2 states</source>
        <translation>%1 — %2 états</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>  · 1 run</source>
        <translation>  · 1 exécution</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>  · %1 runs</source>
        <translation>  · %1 exécutions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved host profile %1 (luma hosts add)</source>
        <translation>Profil d&apos;hôte enregistré %1 (luma hosts add)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used by campaign %1</source>
        <translation>Utilisé par la campagne %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs ran on %1</source>
        <translation>Exécutions réalisées sur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open Run › Hosts… and test it</source>
        <translation>Double-cliquez pour ouvrir Exécution › Hôtes… et le tester</translation>
    </message>
    <message>
        <location filename="../ui/reportexport.cpp" line="+25"/>
        <source>%1: cannot write the PDF: %2</source>
        <translation>%1 : impossible d&apos;écrire le PDF : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: cannot write the report: %2</source>
        <translation>%1 : impossible d&apos;écrire le rapport : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Export Report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open a project and select one of its campaigns first.</source>
        <translation>Ouvrez d&apos;abord un projet et sélectionnez l&apos;une de ses campagnes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF report (*.pdf);;Self-contained HTML report (*.html)</source>
        <translation>Rapport PDF (*.pdf);;Rapport HTML autonome (*.html)</translation>
    </message>
</context>
<context>
    <name>exportScene</name>
    <message>
        <location filename="../ui/machine/sceneexport.cpp" line="+21"/>
        <source>unknown image format &quot;%1&quot;; known: png, svg</source>
        <translation>format d&apos;image inconnu « %1 » ; formats connus : png, svg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the drawing is empty</source>
        <translation>le dessin est vide</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write the PNG</source>
        <translation>impossible d&apos;écrire le PNG</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write the SVG</source>
        <translation>impossible d&apos;écrire le SVG</translation>
    </message>
</context>
<context>
    <name>luma::ui</name>
    <message>
        <location filename="../ui/documents/explorecalibration.cpp" line="+20"/>
        <source>%1 calibrated on %2 runs, band ±%3 % (luma.calibration/1 %4…)</source>
        <translation>%1 calibré sur %2 exécutions, bande ±%3 % (luma.calibration/1 %4…)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibration %1 (the workbench&apos;s --calibration): %2</source>
        <translation>Calibrage %1 (le --calibration du workbench) : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 does not calibrate %2)</source>
        <translation> (%1 ne calibre pas %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> (the campaign&apos;s latest calibration, after %1, predicts its held-out runs worse than its start: the campaign did not take it, nor does this view)</source>
        <translation> (le dernier calibrage de la campagne, après %1, prédit ses exécutions réservées moins bien que son point de départ : la campagne ne l&apos;a pas retenu, cette vue non plus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>the base search</source>
        <translation>la recherche de base</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the campaign&apos;s runs (after %1)</source>
        <translation>les exécutions de la campagne (après %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>qualify --calibration %1</source>
        <translation>qualify --calibration %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration from %1%2: %3</source>
        <translation>Calibrage issu de %1%2 : %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (its calibration decision cannot be read: %1)</source>
        <translation> (sa décision de calibrage est illisible : %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncalibrated%1: %2.</source>
        <translation>Non calibré%1 : %2.</translation>
    </message>
    <message>
        <location filename="../ui/hosts/hostreport.cpp" line="+34"/>
        <source>luma-agent %1 (build %2)</source>
        <translation>luma-agent %1 (build %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to</source>
        <translation>Connecté à</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
(new: accepted and recorded in %1)</source>
        <translation>
(nouvelle : acceptée et enregistrée dans %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
(known, in %1)</source>
        <translation>
(connue, dans %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key</source>
        <translation>Clé d&apos;hôte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Platform</source>
        <translation>Plateforme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install</source>
        <translation>Installation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reused: %1 (checked in %2)</source>
        <translation>réutilisé : %1 (vérifié en %2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>deployed: %1 (uploaded and checked in %2)</source>
        <translation>déployé : %1 (téléversé et vérifié en %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
</context>
<context>
    <name>luma::ui::CalibrationDocument</name>
    <message>
        <location filename="../ui/documents/calibrationdocument.cpp" line="+47"/>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The campaign has no machine or no model: there is no prediction to calibrate.</source>
        <translation>La campagne n&apos;a ni machine ni modèle : il n&apos;y a aucune prédiction à calibrer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>comparing…</source>
        <translation>comparaison…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Metric:</source>
        <translation>&amp;Métrique :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The figure plotted: predicted against what each run measured</source>
        <translation>La grandeur tracée : prédite par rapport à ce que chaque exécution a mesuré</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Comparing the campaign&apos;s runs with the model…</source>
        <translation>Comparaison des exécutions de la campagne avec le modèle…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot show the calibration of %1:
%2</source>
        <translation>Impossible d&apos;afficher le calibrage de %1 :
%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>before: the campaign&apos;s own derating</source>
        <translation>avant : le déclassement propre à la campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after: the calibration</source>
        <translation>après : le calibrage</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 runs, one point each</source>
        <translation>%1 exécutions, un point chacune</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;metric&lt;/th&gt;&lt;th&gt;runs&lt;/th&gt;&lt;th&gt;median before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;th&gt;mean before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;métrique&lt;/th&gt;&lt;th&gt;exécutions&lt;/th&gt;&lt;th&gt;médiane avant&lt;/th&gt;&lt;th&gt;après&lt;/th&gt;&lt;th&gt;moyenne avant&lt;/th&gt;&lt;th&gt;après&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (not fitted)</source>
        <translation> (non ajusté)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;derating&lt;/th&gt;&lt;th&gt;before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;déclassement&lt;/th&gt;&lt;th&gt;avant&lt;/th&gt;&lt;th&gt;après&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;Calibration of %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Calibrage de %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;So a calibration is fitted here on the campaign&apos;s %1 comparable runs, %2-fold cross-validated, as &lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; fits it (not stored): band ±%3 %.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;Un calibrage est donc ajusté ici sur les %1 exécutions comparables de la campagne, avec une validation croisée à %2 blocs, comme le fait &lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; (non enregistré) : bande ±%3 %.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;Held-out error&lt;/b&gt; (|predicted − measured| / measured on runs each fit did not see, compared with the %1 model)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Erreur hors échantillon&lt;/b&gt; (|prédit − mesuré| / mesuré sur les exécutions que chaque ajustement n&apos;a pas vues, comparée au modèle %1)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Rests on&lt;/b&gt; runs %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Repose sur&lt;/b&gt; les exécutions %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Plotted&lt;/b&gt;: %1 runs of the campaign, one point each, before (×) and after (○) calibration; on the dashed line a prediction equals its run. Points for the runs a calibration rests on are in-sample: its held-out errors are in the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tracé&lt;/b&gt; : %1 exécutions de la campagne, un point chacune, avant (×) et après (○) calibrage ; sur la ligne pointillée, une prédiction est égale à son exécution. Les points des exécutions sur lesquelles repose un calibrage sont dans l&apos;échantillon : ses erreurs hors échantillon figurent dans le tableau.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Left out&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Écartées&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../ui/documents/calibrationdocument.h" line="+38"/>
        <source>Calibration %1</source>
        <translation>Calibrage %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CalibrationPlot</name>
    <message>
        <location filename="../ui/documents/calibrationplot.cpp" line="+74"/>
        <source>No run measured %1.</source>
        <translation>Aucune exécution n&apos;a mesuré %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>predicted = measured</source>
        <translation>prédit = mesuré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1 (the proof)</source>
        <translation>%1 mesuré (la preuve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted %1</source>
        <translation>%1 prédit</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignDocument</name>
    <message>
        <location filename="../ui/documents/campaigndocument.cpp" line="+56"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qualify the campaign on its hosts (F5); resumes from the runs the project holds</source>
        <translation>Qualifier la campagne sur ses hôtes (F5) ; reprend à partir des exécutions que contient le projet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the running run on its agent and keep every finished run (Shift+F5)</source>
        <translation>Arrêter l&apos;exécution en cours sur son agent et conserver toutes les exécutions terminées (Maj+F5)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No host of the pool can realise some states of %1 (a run of one stops the campaign): %2</source>
        <translation>Aucun hôte du pool ne peut réaliser certains états de %1 (un run de l&apos;un d&apos;eux arrête la campagne) : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no host of the pool can realise these states:</source>
        <translation>%1 : aucun hôte du pool ne peut réaliser ces états :</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Decided states</source>
        <translation>États décidés</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Telemetry of the running run</source>
        <translation>Télémétrie de l&apos;exécution en cours</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Searching with intervention %1 (%2): %3 PASS state(s) kept from the base search</source>
        <translation>Recherche avec l&apos;intervention %1 (%2) : %3 état(s) PASS conservé(s) de la recherche de base</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>attempt %1, try %2</source>
        <translation>tentative %1, essai %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt %1</source>
        <translation>tentative %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running %1, %2 on %3</source>
        <translation>Exécution de %1, %2 sur %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is running; its workload streams no numeric telemetry.</source>
        <translation>%1 est en cours ; sa charge de travail ne transmet aucune télémétrie numérique.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, from the project</source>
        <translation>, depuis le projet</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+67"/>
        <source>Campaign %1</source>
        <translation>Campagne %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The stored campaign does not load to the same spec (hash %1, stored %2): open its campaign file to run it.</source>
        <translation>La campagne enregistrée ne se charge pas selon la même spécification (hachage %1, enregistré %2) : ouvrez son fichier de campagne pour l&apos;exécuter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qualified earlier: the report is in the project (F6 draws the frontier). Start again replays the finished runs, it does not repeat them.</source>
        <translation>Déjà qualifiée : le rapport est dans le projet (F6 trace la frontière). Redémarrer rejoue les exécutions terminées, sans les répéter.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&lt;b&gt;Contract&lt;/b&gt; %1 · &lt;b&gt;machine&lt;/b&gt; %2 · &lt;b&gt;workload&lt;/b&gt; %3 · &lt;b&gt;hosts&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; %5 — %6 states&lt;br&gt;&lt;b&gt;Interventions&lt;/b&gt; %7 · &lt;b&gt;search&lt;/b&gt; %8, noise band %9</source>
        <translation>&lt;b&gt;Contrat&lt;/b&gt; %1 · &lt;b&gt;machine&lt;/b&gt; %2 · &lt;b&gt;charge de travail&lt;/b&gt; %3 · &lt;b&gt;hôtes&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;Espace&lt;/b&gt; %5 — %6 états&lt;br&gt;&lt;b&gt;Interventions&lt;/b&gt; %7 · &lt;b&gt;recherche&lt;/b&gt; %8, bande de bruit %9</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>guidée par le modèle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>sans modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
spec SHA-256 %2</source>
        <translation>%1
SHA-256 de la spécification %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready. Start qualifies the campaign on %1.</source>
        <translation>Prêt. Démarrer qualifie la campagne sur %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open or create a project first: it records every run (File ▸ New Project).</source>
        <translation>Ouvrez ou créez d&apos;abord un projet : il enregistre chaque exécution (Fichier ▸ Nouveau projet).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Starting the agent…</source>
        <translation>Démarrage de l&apos;agent…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualifying %1 into %2</source>
        <translation>Qualification de %1 dans %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling: the agent stops the running run…</source>
        <translation>Annulation : l&apos;agent arrête l&apos;exécution en cours…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qualified: the report is stored in the project; the frontier is drawn.</source>
        <translation>Qualifiée : le rapport est enregistré dans le projet ; la frontière est tracée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stopped</source>
        <translation>arrêtée</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>States decided: %1 (%2 PASS, %3 FAIL)</source>
        <translation>États décidés : %1 (%2 PASS, %3 FAIL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · runs this session: %1</source>
        <translation> · exécutions de cette session : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · replayed from the project: %1</source>
        <translation> · rejouées depuis le projet : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · inconclusive: %1</source>
        <translation> · non concluantes : %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignRunner</name>
    <message>
        <location filename="../ui/campaignrunner.cpp" line="+75"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>Annulé : les exécutions terminées sont conservées dans le projet ; Démarrer reprend.</translation>
    </message>
</context>
<context>
    <name>luma::ui::ChoicesForm</name>
    <message>
        <location filename="../ui/documents/choicesform.cpp" line="+41"/>
        <source>Knob / value</source>
        <translation>Paramètre / valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
</context>
<context>
    <name>luma::ui::CodesignDocument</name>
    <message>
        <location filename="../ui/documents/codesigndocument.cpp" line="+81"/>
        <source>The loop ended; its trajectory is kept in the project as campaign &quot;%1&quot;.</source>
        <translation>La boucle est terminée ; sa trajectoire est conservée dans le projet en tant que campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma codesign loop.</source>
        <translation>La campagne « %1 » n&apos;est pas une boucle luma codesign.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>campaign %1 of %2</source>
        <translation>campagne %1 de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the campaign of %1</source>
        <translation>la campagne de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the choices of %1</source>
        <translation>les choix de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Run earlier: the trajectory stored with the loop. Start again replays every finished step, it does not repeat a run.</source>
        <translation>Déjà exécutée : la trajectoire enregistrée avec la boucle. Redémarrer rejoue chaque étape terminée, sans répéter aucune exécution.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run budget</source>
        <translation>Budget d&apos;exécutions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical runs in all, PEX and tune steps, every start&apos;s together</source>
        <translation>Exécutions physiques au total, étapes PEX et de réglage, tous les démarrages confondus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Loop</source>
        <translation>&amp;Démarrer la boucle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Configuration (changes from the start&apos;s)</source>
        <translation>Configuration (modifications par rapport à celle du départ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum PASS state</source>
        <translation>État PASS minimal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goodput (req/s)</source>
        <translation>Goodput (req/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+150"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="-149"/>
        <source>Binding</source>
        <translation>Limitante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final / start</source>
        <translation>Final / départ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Co-design %1</source>
        <translation>Co-conception %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed campaign)</source>
        <translation>(campagne sans nom)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: PEX finds the minimum machine for %2&apos;s configuration, tune the best configuration of &lt;b&gt;%3&lt;/b&gt; (%4 combinations) on it, until neither moves.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : PEX trouve la machine minimale pour la configuration de %2, le réglage trouve la meilleure configuration de &lt;b&gt;%3&lt;/b&gt; (%4 combinaisons) sur celle-ci, jusqu&apos;à ce qu&apos;aucun des deux ne change plus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the loop on the hosts picked in the toolbar (the campaign&apos;s own when none is picked); resumes from the steps the project holds</source>
        <translation>Exécuter la boucle sur les hôtes choisis dans la barre d&apos;outils (ceux de la campagne si aucun n&apos;est choisi) ; reprend à partir des étapes que contient le projet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open or create a project: the loop&apos;s steps are kept there</source>
        <translation>Ouvrez ou créez un projet : les étapes de la boucle y sont conservées</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Running the loop (budget %1 runs)…</source>
        <translation>Exécution de la boucle (budget de %1 exécutions)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 after %2 iteration(s) and %3 physical run(s): %4</source>
        <translation>%1 après %2 itération(s) et %3 exécution(s) physique(s) : %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converged</source>
        <translation>Convergé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not converged</source>
        <translation>Non convergé</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>tune moves (%1 req/s)</source>
        <translation>le réglage change (%1 req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stays</source>
        <translation>inchangé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the start&apos;s</source>
        <translation>celle du départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>non qualifié</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>goodput (req/s)</source>
        <translation>goodput (req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per hour</source>
        <translation>€ par heure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>€ par million de jetons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes moved per token</source>
        <translation>octets déplacés par jeton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine state</source>
        <translation>état de la machine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>configuration</source>
        <translation>configuration</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> (measured)</source>
        <translation> (mesuré)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (predicted)</source>
        <translation> (prédit)</translation>
    </message>
</context>
<context>
    <name>luma::ui::ContractDocument</name>
    <message>
        <location filename="../ui/documents/contractdocument.cpp" line="+120"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Predict on</source>
        <translation>Prédire sur</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>SHA-256 of the canonical JSON, the model config included: what every run records</source>
        <translation>SHA-256 du JSON canonique, configuration du modèle comprise : ce que chaque exécution enregistre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hash</source>
        <translation>Hachage</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a luma.machine/1 file</source>
        <translation>un fichier luma.machine/1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Choose the machine the prediction runs against</source>
        <translation>Choisir la machine sur laquelle porte la prédiction</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>LUMA machine (*.json)</source>
        <translation>Machine LUMA (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The machine state the live prediction uses (not saved in the contract)</source>
        <translation>L&apos;état de machine utilisé par la prédiction en direct (non enregistré dans le contrat)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a Hugging Face config.json (drop one here)</source>
        <translation>un config.json Hugging Face (déposez-en un ici)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a Hugging Face config.json</source>
        <translation>Choisir un config.json Hugging Face</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model config</source>
        <translation>Configuration du modèle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Configuration Hugging Face (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Config</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.hf_config: a path to the model&apos;s config.json (relative to the contract) or the config inline</source>
        <translation>model.hf_config : un chemin vers le config.json du modèle (relatif au contrat) ou la configuration en ligne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Contract %1</source>
        <translation>Contrat %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>— (fix the marked field)</source>
        <translation>— (corrigez le champ signalé)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 parameters, %3 active per token · KV %4 per token at %5 · %6 layers, hidden %7, %8 heads (%9 KV)</source>
        <translation>%1 · %2 paramètres, %3 actifs par jeton · KV %4 par jeton en %5 · %6 couches, dimension cachée %7, %8 têtes (%9 KV)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> · %1 of %2 experts routed</source>
        <translation> · %1 experts routés sur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model: a model-free contract (command campaigns).</source>
        <translation>Aucun modèle : un contrat sans modèle (campagnes par commande).</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1 : impossible de lire le fichier : %2</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: cannot write the contract: %2</source>
        <translation>%1 : impossible d&apos;écrire le contrat : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save contract</source>
        <translation>Enregistrer le contrat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LUMA contract (*.json)</source>
        <translation>Contrat LUMA (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/documents/contractfields.cpp" line="+15"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service-level objectives (empty: none)</source>
        <translation>Objectifs de niveau de service (vide : aucun)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Economics (empty: none)</source>
        <translation>Économie (vide : aucune)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract&apos;s name (name)</source>
        <translation>Le nom du contrat (name)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free text, kept in the file (description)</source>
        <translation>Texte libre, conservé dans le fichier (description)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored weight format (precision.weights)</source>
        <translation>Format de stockage des poids (precision.weights)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV-cache element format (precision.kv_cache)</source>
        <translation>Format des éléments du cache KV (precision.kv_cache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Math format of the activations (precision.activations)</source>
        <translation>Format de calcul des activations (precision.activations)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Prompt length per request (workload.input_tokens)</source>
        <translation>Longueur du prompt par requête (workload.input_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated tokens per request (workload.output_tokens)</source>
        <translation>Jetons générés par requête (workload.output_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrival</source>
        <translation>Arrivées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline: all requests queued at t=0; poisson: a request rate; closed: a fixed concurrency</source>
        <translation>offline : toutes les requêtes en file à t=0 ; poisson : un débit de requêtes ; closed : une concurrence fixe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>requests</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Requests in one experiment (workload.arrival.requests)</source>
        <translation>Requêtes dans une expérience (workload.arrival.requests)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rate</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson arrival rate (workload.arrival.rate_rps)</source>
        <translation>Taux d’arrivée de Poisson (workload.arrival.rate_rps)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrency</source>
        <translation>Concurrence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests in flight in a closed loop (workload.arrival.concurrency)</source>
        <translation>Requêtes en cours dans une boucle fermée (workload.arrival.concurrency)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TTFT p50 ≤</source>
        <translation>TTFT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median (slo.ttft_ms_p50)</source>
        <translation>Temps jusqu’au premier jeton, médiane (slo.ttft_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTFT p99 ≤</source>
        <translation>TTFT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile (slo.ttft_ms_p99)</source>
        <translation>Temps jusqu’au premier jeton, 99e centile (slo.ttft_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TPOT p50 ≤</source>
        <translation>TPOT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median (slo.tpot_ms_p50)</source>
        <translation>Temps par jeton de sortie, médiane (slo.tpot_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT p99 ≤</source>
        <translation>TPOT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile (slo.tpot_ms_p99)</source>
        <translation>Temps par jeton de sortie, 99e centile (slo.tpot_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput ≥</source>
        <translation>Débit ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine (slo.throughput_tok_s_min)</source>
        <translation>Jetons de sortie par seconde, machine entière (slo.throughput_tok_s_min)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Success rate ≥</source>
        <translation>Taux de succès ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>fraction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served, in (0, 1] (slo.success_rate_min)</source>
        <translation>Part des requêtes servies, dans (0, 1] (slo.success_rate_min)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost ≤</source>
        <translation>Coût ≤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Euros per million output tokens (economics.eur_per_mtok_max)</source>
        <translation>Euros par million de jetons de sortie (economics.eur_per_mtok_max)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power ≤</source>
        <translation>Puissance ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power of the whole machine (economics.watts_max)</source>
        <translation>Puissance de la machine entière (economics.watts_max)</translation>
    </message>
</context>
<context>
    <name>luma::ui::DecidedStatesModel</name>
    <message>
        <location filename="../ui/models/decidedstatesmodel.cpp" line="+70"/>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
</context>
<context>
    <name>luma::ui::EvidenceDocument</name>
    <message>
        <location filename="../ui/documents/evidencedocument.cpp" line="+139"/>
        <source>Metrics against the contract&apos;s SLOs</source>
        <translation>Métriques par rapport aux SLO du contrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>limit</source>
        <translation>limite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>marge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enforcement mechanisms the agent reported</source>
        <translation>Mécanismes d&apos;application signalés par l&apos;agent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resource</source>
        <translation>ressource</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mechanism</source>
        <translation>mécanisme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hashes</source>
        <translation>Hachages</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign %1 holds no run %2.</source>
        <translation>La campagne %1 ne contient aucune exécution %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>RUNNING</source>
        <translation>EN COURS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO VERDICT</source>
        <translation>SANS VERDICT</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>none (the base search)</source>
        <translation>aucune (la recherche de base)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h2&gt;Run %1 · campaign %2&lt;/h2&gt;%3</source>
        <translation>&lt;h2&gt;Exécution %1 · campagne %2&lt;/h2&gt;%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try</source>
        <translation>Essai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (retry of a run that gave no evidence)</source>
        <translation>%1 (nouvel essai d&apos;une exécution qui n&apos;a donné aucune preuve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>Build de l&apos;agent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 later)</source>
        <translation>%1 (%2 plus tard)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workload wall time</source>
        <translation>Durée réelle de la charge de travail</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Agent error</source>
        <translation>Erreur de l&apos;agent</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not measured</source>
        <translation>non mesuré</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (no value)</source>
        <translation>aucune (pas de valeur)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in the contract</source>
        <translation>%1 dans le contrat</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No SLO was judged: the run ended without a result against the contract.</source>
        <translation>Aucun SLO n&apos;a été évalué : l&apos;exécution s&apos;est terminée sans résultat par rapport au contrat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All measured metrics: %1</source>
        <translation>Toutes les métriques mesurées : %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>none reported</source>
        <translation>aucun signalé</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>campaign</source>
        <translation>campagne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>intervention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>state</source>
        <translation>état</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent build</source>
        <translation>build de l&apos;agent</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../ui/documents/evidencedocument.h" line="+46"/>
        <source>Run %1</source>
        <translation>Exécution %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Run %1 stored no telemetry.</source>
        <translation>L&apos;exécution %1 n&apos;a enregistré aucune télémétrie.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Run %1 streamed %n event(s), none with numbers to plot.</source>
        <translation>
            <numerusform>L&apos;exécution %1 a transmis %n événement, sans valeur numérique à tracer.</numerusform>
            <numerusform>L&apos;exécution %1 a transmis %n événements, aucun avec des valeurs numériques à tracer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no verdict</source>
        <translation>sans verdict</translation>
    </message>
</context>
<context>
    <name>luma::ui::ExploreDocument</name>
    <message>
        <location filename="../ui/documents/exploredocument.cpp" line="+62"/>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Nothing to explore: the space has no dimensions.</source>
        <translation>Rien à explorer : l&apos;espace n&apos;a aucune dimension.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Across:</source>
        <translation>&amp;Horizontal :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the horizontal axis</source>
        <translation>La ressource le long de l&apos;axe horizontal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Up:</source>
        <translation>&amp;Vertical :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the vertical axis</source>
        <translation>La ressource le long de l&apos;axe vertical</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Intervention:</source>
        <translation>&amp;Intervention :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predict with one of the campaign&apos;s interventions applied</source>
        <translation>Prédire en appliquant l&apos;une des interventions de la campagne</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cannot explore %1:
%2</source>
        <translation>Impossible d&apos;explorer %1 :
%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 fixed at</source>
        <translation>%1 fixé à</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>predicting…</source>
        <translation>prédiction…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The predictor refused this slice:
%1</source>
        <translation>Le prédicteur a refusé cette tranche :
%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>
◎ cheapest</source>
        <translation>
◎ la moins chère</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2 states on this slice predicted to pass</source>
        <translation>%1 états sur %2 de cette tranche prédits PASS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Explore %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Explorer %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted by the analytic model for %1%2.</source>
        <translation>Prédit par le modèle analytique pour %1%2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> with %1</source>
        <translation> avec %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;&lt;b&gt;The predictor does not model %1&lt;/b&gt;: the cells do not change along it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le prédicteur ne modélise pas %1&lt;/b&gt; : les cellules ne varient pas le long de cet axe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Predicted frontier&lt;/b&gt;: %1 minimal PASS state(s); %2 of %3 states pass.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Frontière prédite&lt;/b&gt; : %1 état(s) PASS minimal(aux) ; %2 états sur %3 passent.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Cheapest predicted PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · binding %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;PASS prédit le moins cher&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · ressource limitante %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;États FAIL adjacents&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>%1 réduit à %2 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space is predicted to pass.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aucun état de l&apos;espace n&apos;est prédit PASS.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Predicting the frontier…&lt;/p&gt;</source>
        <translation>&lt;p&gt;Prédiction de la frontière…&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;where PASS begins in each column&lt;br&gt;▢ a predicted frontier state (minimal PASS)&lt;br&gt;Hover a cell for its full prediction.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Légende&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;début du PASS dans chaque colonne&lt;br&gt;▢ un état prédit de la frontière (PASS minimal)&lt;br&gt;Survolez une cellule pour afficher sa prédiction complète.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, predicted</source>
        <translation>PASS, prédit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, predicted: the SLO that broke, or OOM</source>
        <translation>FAIL, prédit : le SLO non respecté, ou OOM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no engine could deploy it</source>
        <translation>aucun moteur n&apos;a pu le déployer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>
PASS (predicted)</source>
        <translation>
PASS (prédit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: no engine would deploy it: %1</source>
        <translation>
FAIL : aucun moteur ne le déploierait : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: out of memory (weights %1 of %2 HBM per accelerator)</source>
        <translation>
FAIL : mémoire insuffisante (poids %1 sur %2 de HBM par accélérateur)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
FAIL (predicted): %1 broke</source>
        <translation>
FAIL (prédit) : %1 non respecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
TP %1 · PP %2 · %3 replica(s) · %4 accelerator(s) · binding %5</source>
        <translation>
TP %1 · PP %2 · %3 réplique(s) · %4 accélérateur(s) · ressource limitante %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
figures ±%1 % (%2, calibrated)</source>
        <translation>
valeurs ±%1 % (%2, calibré)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
figures ±%1 % (%2 is uncalibrated: no published rows)</source>
        <translation>
valeurs ±%1 % (%2 n&apos;est pas calibré : aucune donnée publiée)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — the %1 margin is inside that band: only a physical run decides</source>
        <translation> — la marge de %1 est dans cette bande : seule une exécution physique tranche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
TTFT p50 %1 · p99 %2</source>
        <translation>
TTFT p50 %1 · p99 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
TPOT p50 %1 · p99 %2</source>
        <translation>
TPOT p50 %1 · p99 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
throughput %1 · success %2 %</source>
        <translation>
débit %1 · réussite %2 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1 €/h · %2 €/1M tok · %3 W</source>
        <translation>
%1 €/h · %2 €/1M tok · %3 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
memory per accelerator: weights %1, KV %2 of %3, activations %4, of %5 HBM</source>
        <translation>
mémoire par accélérateur : poids %1, KV %2 sur %3, activations %4, sur %5 de HBM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
%1: %2 against %3, margin %4 % %5</source>
        <translation>
%1 : %2 par rapport à %3, marge %4 % %5</translation>
    </message>
    <message>
        <location filename="../ui/documents/exploredocument.h" line="+65"/>
        <source>Explore %1</source>
        <translation>Explorer %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::ExploreTypesPanel</name>
    <message>
        <location filename="../ui/documents/exploretypes.cpp" line="+25"/>
        <source>The project holds no campaign of %1&apos;s types.</source>
        <translation>Le projet ne contient aucune campagne des types de %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the campaigns hold different contracts (%1 and %2)</source>
        <translation>les campagnes contiennent des contrats différents (%1 et %2)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no predicted PASS: %1</source>
        <translation>aucun PASS prédit : %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>accelerator</source>
        <translation>accélérateur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cheapest predicted PASS</source>
        <translation>PASS prédit le moins cher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>limitant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>€ par million de jetons</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>Mo déplacés par jeton</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>frontier states</source>
        <translation>états de la frontière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a type to explore its own space</source>
        <translation>Double-cliquez sur un type pour explorer son propre espace</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;Campaign %1 · accelerator types compared by the model&lt;/b&gt; (no run: each type&apos;s own space on its own machine, as its campaign %1@TYPE holds them). %2 Double-click a type to explore it.</source>
        <translation>&lt;b&gt;Campagne %1 · types d’accélérateurs comparés par le modèle&lt;/b&gt; (sans exécution : l’espace propre de chaque type sur sa propre machine, tels que sa campagne %1@TYPE les contient). %2 Double-cliquez sur un type pour l’explorer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot compare them: %1.</source>
        <translation>Impossible de les comparer : %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No type is predicted to pass.</source>
        <translation>Aucun type n’est prédit comme PASS.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ the cheapest predicted system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its cheapest predicted PASS, then W).</source>
        <translation>★ le système prédit le moins cher : &lt;b&gt;%1&lt;/b&gt; (par €/h à son PASS prédit le moins cher, puis W).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out: %1.</source>
        <translation>Laissés de côté : %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ★ cheapest</source>
        <translation> ★ le moins cher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (shown)</source>
        <translation> (affiché)</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierDocument</name>
    <message>
        <location filename="../ui/documents/frontierdocument.cpp" line="+40"/>
        <source>&lt;p&gt;&lt;b&gt;Binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ressource limitante&lt;/b&gt; : %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;États FAIL adjacents&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</source>
        <translation>%1 réduit à %2 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (inferred from a failing run above it)</source>
        <translation> (déduit d&apos;une exécution en échec au-dessus)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;&lt;b&gt;%1 runs&lt;/b&gt;, %2 PASS state(s) kept from the base search&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 exécutions&lt;/b&gt;, %2 état(s) PASS conservé(s) de la recherche de base&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Requirement change&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Changement d&apos;exigence&lt;/b&gt; : %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Newly binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nouvellement limitante&lt;/b&gt; : %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Freed&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Libérée&lt;/b&gt; : %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>adjacent FAIL %1: %2&lt;br&gt;</source>
        <translation>FAIL adjacent %1 : %2&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recovers to PASS</source>
        <translation>repasse en PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>toujours FAIL</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h3&gt;Campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Campagne %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 physical runs (lower bound %3, ×%4 for the base search)</source>
        <translation>%1 · %2 exécutions physiques (borne inférieure %3, ×%4 pour la recherche de base)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>guidée par le modèle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>sans modèle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Minimum PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;PASS minimal&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space passes the contract.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aucun état de l&apos;espace ne satisfait le contrat.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Frontier&lt;/b&gt; (%1 minimal PASS state(s))&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Frontière&lt;/b&gt; (%1 état(s) PASS minimal(aux))&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Drawn: %1 cells, %2 proven by runs. Hover a cell for details; drag to pan, wheel to zoom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tracé : %1 cellules, dont %2 prouvées par des exécutions. Survolez une cellule pour les détails ; faites glisser pour vous déplacer, utilisez la molette pour zoomer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Search:</source>
        <translation>Recherche :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The base search&apos;s frontier, or one intervention&apos;s</source>
        <translation>La frontière de la recherche de base, ou celle d&apos;une intervention</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This state was not run: its verdict is inferred by monotonicity from a run beside it</source>
        <translation>Cet état n&apos;a pas été exécuté : son verdict est déduit par monotonie d&apos;une exécution voisine</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>with %1 (%2)</source>
        <translation>avec %1 (%2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;frontier staircase&lt;br&gt;◎ the minimum PASS (cheapest by €/h, then W)&lt;br&gt;✕ adjacent FAIL: the SLO that broke</source>
        <translation>&lt;b&gt;Légende&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;escalier de la frontière&lt;br&gt;◎ le PASS minimal (le moins cher en €/h, puis en W)&lt;br&gt;✕ FAIL adjacent : le SLO non respecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, proven by a run</source>
        <translation>PASS, prouvé par une exécution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS, inferred by monotonicity</source>
        <translation>PASS, déduit par monotonie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, proven by a run</source>
        <translation>FAIL, prouvé par une exécution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, inferred by monotonicity</source>
        <translation>FAIL, déduit par monotonie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Campaign %1 has no finished report yet: Start (F5) qualifies it, resuming from the runs the project holds.</source>
        <translation>La campagne %1 n&apos;a pas encore de rapport terminé : Démarrer (F5) la qualifie, en reprenant à partir des exécutions que contient le projet.</translation>
    </message>
    <message>
        <location filename="../ui/documents/frontierdocument.h" line="+34"/>
        <source>Frontier %1</source>
        <translation>Frontière %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierPlot</name>
    <message>
        <location filename="../ui/charts/frontierplot.cpp" line="+126"/>
        <source>No finished report yet: run the campaign to draw its frontier.</source>
        <translation>Aucun rapport terminé pour l&apos;instant : exécutez la campagne pour tracer sa frontière.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>◎ minimum</source>
        <translation>◎ minimum</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>proven by %n run(s)</source>
        <translation>
            <numerusform>prouvé par %n exécution</numerusform>
            <numerusform>prouvé par %n exécutions</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inferred by monotonicity</source>
        <translation>déduit par monotonie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
the minimum PASS</source>
        <translation>
le PASS minimal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
adjacent FAIL (%1 cut): %2 broke</source>
        <translation>
FAIL adjacent (%1 réduit) : %2 non respecté</translation>
    </message>
</context>
<context>
    <name>luma::ui::Heatmap</name>
    <message>
        <location filename="../ui/charts/heatmap.cpp" line="+141"/>
        <source>Nothing to draw.</source>
        <translation>Rien à tracer.</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostPicker</name>
    <message>
        <location filename="../ui/hosts/hostpicker.cpp" line="+16"/>
        <source>Where Start runs the campaign: its own hosts list, this computer, or a saved host (Run &gt; Hosts… adds and tests them)</source>
        <translation>Où Démarrer exécute la campagne : sa propre liste d&apos;hôtes, cet ordinateur ou un hôte enregistré (Exécution &gt; Hôtes… les ajoute et les teste)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>campaign&apos;s hosts</source>
        <translation>hôtes de la campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hosts the campaign file lists (local when it lists none)</source>
        <translation>Les hôtes listés dans le fichier de campagne (local s&apos;il n&apos;en liste aucun)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer: the agent next to the workbench</source>
        <translation>Cet ordinateur : l&apos;agent à côté du workbench</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsDialog</name>
    <message>
        <location filename="../ui/hosts/hostsdialog.cpp" line="+29"/>
        <source>Hosts</source>
        <translation>Hôtes</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hosts file is damaged</source>
        <translation>Le fichier des hôtes est endommagé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hosts a campaign can run on (the toolbar&apos;s host picker offers them), saved in %1 — the same list as &lt;code&gt;luma hosts&lt;/code&gt;.</source>
        <translation>Hôtes sur lesquels une campagne peut s&apos;exécuter (proposés par le sélecteur d&apos;hôte de la barre d&apos;outils), enregistrés dans %1 — la même liste que &lt;code&gt;luma hosts&lt;/code&gt;.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Test</source>
        <translation>&amp;Tester</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect, show the host key, install the agent and show what it reports (as luma hosts test)</source>
        <translation>Se connecter, afficher la clé d&apos;hôte, installer l&apos;agent et afficher ce qu&apos;il signale (comme luma hosts test)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a host</source>
        <translation>Ajouter un hôte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu1</source>
        <translation>gpu1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh://[user@]host[:port], ssh://alias or slurm://login-host?partition=…</source>
        <translation>ssh://[user@]host[:port], ssh://alias ou slurm://login-host?partition=…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a host and press Test: it connects off the window&apos;s thread, shows the host key, installs the agent and shows what it reports.</source>
        <translation>Sélectionnez un hôte et cliquez sur Tester : la connexion se fait hors du fil d&apos;exécution de la fenêtre, affiche la clé d&apos;hôte, installe l&apos;agent et affiche ce qu&apos;il signale.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel Test</source>
        <translation>Annuler le test</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop waiting: the connection finishes or times out in the background and its outcome is dropped</source>
        <translation>Cesser d&apos;attendre : la connexion se termine ou expire en arrière-plan et son résultat est ignoré</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Accept this host key</source>
        <translation>Accepter cette clé d&apos;hôte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust the key shown and record it in known_hosts (as luma hosts test --accept-new-host-key); compare it with the host&apos;s own first: ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on the host</source>
        <translation>Faire confiance à la clé affichée et l&apos;enregistrer dans known_hosts (comme luma hosts test --accept-new-host-key) ; comparez-la d&apos;abord avec celle de l&apos;hôte lui-même : ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub sur l&apos;hôte</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Added %1</source>
        <translation>%1 ajouté</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test connects to it, shows its host key and installs the agent.</source>
        <translation>Tester s&apos;y connecte, affiche sa clé d&apos;hôte et installe l&apos;agent.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot remove %1</source>
        <translation>Impossible de supprimer %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1</source>
        <translation>%1 supprimé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Its host key stays in known_hosts and its agent install on the host.</source>
        <translation>Sa clé d&apos;hôte reste dans known_hosts et son installation de l&apos;agent sur l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Testing %1, accepting its host key…</source>
        <translation>Test de %1, avec acceptation de sa clé d&apos;hôte…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Testing %1…</source>
        <translation>Test de %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting, checking the host key, installing the agent and greeting it.</source>
        <translation>Connexion, vérification de la clé d&apos;hôte, installation de l&apos;agent et prise de contact.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Test of %1 cancelled</source>
        <translation>Test de %1 annulé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection ends in the background (at the latest at its connect timeout); what it finds is dropped.</source>
        <translation>La connexion se termine en arrière-plan (au plus tard à l&apos;expiration de son délai de connexion) ; ce qu&apos;elle trouve est ignoré.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host key %1</source>
        <translation>Clé d&apos;hôte %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The agent runs on this computer.</source>
        <translation>L&apos;agent s&apos;exécute sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its agent install was reused.</source>
        <translation>Son installation de l&apos;agent a été réutilisée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The agent was deployed.</source>
        <translation>L&apos;agent a été déployé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host key accepted and recorded in %1. </source>
        <translation>Clé d&apos;hôte acceptée et enregistrée dans %1. </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sent another host key than the one you accepted</source>
        <translation>%1 a envoyé une clé d&apos;hôte différente de celle que vous avez acceptée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You accepted %1 but the new connection was made with %2, now recorded in %3. Remove it (ssh-keygen -R) unless you know why the key changed.</source>
        <translation>Vous avez accepté %1, mais la nouvelle connexion a été établie avec %2, désormais enregistrée dans %3. Supprimez-la (ssh-keygen -R) à moins de savoir pourquoi la clé a changé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: connected, %2</source>
        <translation>%1 : connecté, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown host key</source>
        <translation>%1 : clé d&apos;hôte inconnue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: host key refused</source>
        <translation>%1 : clé d&apos;hôte refusée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: test failed</source>
        <translation>%1 : échec du test</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsModel</name>
    <message>
        <location filename="../ui/hosts/hostsmodel.cpp" line="+16"/>
        <source>this computer (the agent next to the workbench)</source>
        <translation>cet ordinateur (l&apos;agent à côté du workbench)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>local is built in and cannot be removed</source>
        <translation>local est intégré et ne peut pas être supprimé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no host in row %1</source>
        <translation>aucun hôte à la ligne %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no host named &quot;%2&quot; (removed meanwhile?)</source>
        <translation>%1 : aucun hôte nommé « %2 » (supprimé entre-temps ?)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Runs the agent as a child of the workbench</source>
        <translation>Exécute l&apos;agent comme processus enfant du workbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 = %2 (saved in %3)</source>
        <translation>%1 = %2 (enregistré dans %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URI</source>
        <translation>URI</translation>
    </message>
</context>
<context>
    <name>luma::ui::InsightsDocument</name>
    <message>
        <location filename="../ui/documents/insightsdocument.cpp" line="+54"/>
        <source>recovered</source>
        <translation>récupéré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>toujours FAIL</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>predictable without a run</source>
        <translation>prévisible sans exécution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 proven cells agree</source>
        <translation>%1 cellules prouvées sur %2 concordent</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Binding resources by contract shape, accelerator and host</source>
        <translation>Ressources limitantes par forme de contrat, accélérateur et hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by</source>
        <translation>par</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>resource</source>
        <translation>ressource</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>broke</source>
        <translation>non respecté</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>campaigns</source>
        <translation>campagnes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>which campaigns</source>
        <translation>quelles campagnes</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <location line="+3"/>
        <source>runs</source>
        <translation>exécutions</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Interventions against adjacent FAILs</source>
        <translation>Interventions face aux FAIL adjacents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>intervention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outcome</source>
        <translation>résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>campaign</source>
        <translation>campagne</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>state</source>
        <translation>état</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EUR/h</source>
        <translation>EUR/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FAIL runs</source>
        <translation>exécutions FAIL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs with it</source>
        <translation>exécutions avec elle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model against the evidence: median predicted over measured, per campaign</source>
        <translation>Le modèle face aux preuves : médiane du prédit sur le mesuré, par campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs compared</source>
        <translation>exécutions comparées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>verdicts differ</source>
        <translation>verdicts divergents</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>throughput</source>
        <translation>débit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frontiers the model would predict without a physical run</source>
        <translation>Frontières que le modèle prédirait sans exécution physique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model against every proven cell</source>
        <translation>modèle face à chaque cellule prouvée</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 campaigns (%2 qualified) in %3, %4 runs with a verdict; %5 runs compared with the model, %6 with another verdict.</source>
        <translation>%1 campagnes (%2 qualifiées) dans %3, %4 exécutions avec un verdict ; %5 exécutions comparées avec le modèle, %6 avec un autre verdict.</translation>
    </message>
    <message>
        <location filename="../ui/documents/insightsdocument.h" line="+32"/>
        <source>Insights</source>
        <translation>Enseignements</translation>
    </message>
</context>
<context>
    <name>luma::ui::LoopRunner</name>
    <message>
        <location filename="../ui/looprunner.cpp" line="+46"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>Annulé : les exécutions terminées sont conservées dans le projet ; Démarrer reprend.</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineDocument</name>
    <message>
        <location filename="../ui/documents/machinedocument.cpp" line="+87"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected nodes and links</source>
        <translation>Supprimer les nœuds et liens sélectionnés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <translation>Lier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link the two selected nodes (or Shift+drag from one to the other)</source>
        <translation>Lier les deux nœuds sélectionnés (ou Maj+glisser de l&apos;un à l&apos;autre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto-layout</source>
        <translation>Disposition automatique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the nodes in columns by their distance from the accelerator</source>
        <translation>Placer les nœuds en colonnes selon leur distance à l&apos;accélérateur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom In</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in (Ctrl+wheel, +)</source>
        <translation>Zoom avant (Ctrl+molette, +)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom Out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom out (Ctrl+wheel, -)</source>
        <translation>Zoom arrière (Ctrl+molette, -)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole drawing</source>
        <translation>Afficher tout le dessin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the drawing as PNG or SVG</source>
        <translation>Exporter le dessin en PNG ou SVG</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ %1: a mixed fleet of %2 replica groups (%3) · `luma predict --machine` splits a Poisson rate across them, `luma fleet` finds the cheapest mix</source>
        <translation>✓ %1 : une flotte mixte de %2 groupes de répliques (%3) · `luma predict --machine` répartit un débit de Poisson entre eux, `luma fleet` trouve le mélange le moins cher</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ %1: %2 × %3, %4 · what `luma predict --machine` reads</source>
        <translation>✓ %1 : %2 × %3, %4 · ce que lit `luma predict --machine`</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP %1 × PP %2</source>
        <translation>TP %1 × PP %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP auto × PP %1</source>
        <translation>TP auto × PP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, served by %1</source>
        <translation>, servi par %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a machine yet: %1</source>
        <translation>Pas encore une machine : %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Select two nodes to link (or Shift+drag from one to the other).</source>
        <translation>Sélectionnez deux nœuds à lier (ou Maj+glisser de l&apos;un à l&apos;autre).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1 : écriture impossible (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save machine</source>
        <translation>Enregistrer la machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>luma.machine/1 (*.json)</source>
        <translation>luma.machine/1 (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export machine drawing</source>
        <translation>Exporter le dessin de la machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>Image SVG (*.svg);;Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Machine %1</source>
        <translation>Machine %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineGraph</name>
    <message>
        <location filename="../ui/machine/machinegraph.cpp" line="+71"/>
        <source>new machine</source>
        <translation>nouvelle machine</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Remove %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>link</source>
        <translation>lien</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Remove %n items</source>
        <translation>
            <numerusform>Supprimer %n élément</numerusform>
            <numerusform>Supprimer %n éléments</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move %n nodes</source>
        <translation>
            <numerusform>Déplacer %n nœud</numerusform>
            <numerusform>Déplacer %n nœuds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A link joins two different nodes.</source>
        <translation>Un lien relie deux nœuds différents.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 are linked already.</source>
        <translation>%1 et %2 sont déjà liés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect %1 to %2</source>
        <translation>Connecter %1 à %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node has id &quot;%1&quot;.</source>
        <translation>Aucun nœud n&apos;a l&apos;id « %1 ».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a node needs an id</source>
        <translation>%1 : un nœud doit avoir un id</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set %1 of %2</source>
        <translation>Définir %1 de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No link %1.</source>
        <translation>Aucun lien %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %1 of a link</source>
        <translation>Définir %1 d&apos;un lien</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Auto-layout</source>
        <translation>Disposition automatique</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineInspector</name>
    <message numerus="yes">
        <location filename="../ui/machine/machineinspector.cpp" line="+135"/>
        <source>%n items selected</source>
        <translation>
            <numerusform>%n élément sélectionné</numerusform>
            <numerusform>%n éléments sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Link %1 — %2</source>
        <translation>Lien %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+36"/>
        <source>Bandwidth (GB/s)</source>
        <translation>Bande passante (GB/s)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>the nodes&apos; own</source>
        <translation>celle des nœuds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per direction; empty: the link states none</source>
        <translation>Par sens ; vide : le lien n&apos;en indique aucune</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+101"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How links name this node; renaming carries its links</source>
        <translation>Nom sous lequel les liens désignent ce nœud ; le renommer conserve ses liens</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>An accelerator from the hardware catalog</source>
        <translation>Un accélérateur du catalogue matériel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many accelerators of this type</source>
        <translation>Nombre d&apos;accélérateurs de ce type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per accelerator (GiB)</source>
        <translation>Mémoire par accélérateur (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (catalog)</source>
        <translation>%1 (catalogue)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most the part&apos;s own HBM: a partitioned or reserved device</source>
        <translation>Au plus la HBM propre au composant : un périphérique partitionné ou réservé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit per accelerator (W)</source>
        <translation>Limite de puissance par accélérateur (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (TDP)</source>
        <translation>%1 (TDP)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At most the TDP (nvidia-smi -pl)</source>
        <translation>Au plus le TDP (nvidia-smi -pl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per accelerator (€/h)</source>
        <translation>Prix par accélérateur (€/h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>catalog list price</source>
        <translation>prix catalogue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this fleet pays</source>
        <translation>Ce que paie ce parc</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tier</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory tier (HBM is the accelerator&apos;s own)</source>
        <translation>Niveau de mémoire hôte (la HBM est celle de l&apos;accélérateur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free text: nvlink, pcie-gen5, nvme…</source>
        <translation>Texte libre : nvlink, pcie-gen5, nvme…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capacity (GiB)</source>
        <translation>Capacité (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The whole tier</source>
        <translation>L&apos;ensemble du niveau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per direction, per accelerator</source>
        <translation>Par sens, par accélérateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power budget (W)</source>
        <translation>Budget de puissance (W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For the whole machine</source>
        <translation>Pour l&apos;ensemble de la machine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>For people; the predictor ignores it</source>
        <translation>Pour les humains ; le prédicteur l&apos;ignore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+64"/>
        <source>Machine %1</source>
        <translation>Machine %1</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The machine&apos;s name</source>
        <translation>Le nom de la machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For people</source>
        <translation>Pour les humains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tensor parallel</source>
        <translation>Parallélisme tensoriel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>auto (widest valid)</source>
        <translation>auto (le plus large valide)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP must split the model&apos;s heads (AWS Neuron pads them instead)</source>
        <translation>TP doit répartir les têtes du modèle (AWS Neuron les complète par remplissage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel</source>
        <translation>Parallélisme de pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline stages</source>
        <translation>Étages du pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max sequences</source>
        <translation>Séquences max.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>Séquences en cours par réplique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max batched tokens</source>
        <translation>Jetons max. par lot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per iteration</source>
        <translation>Jetons par itération</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill chunk (tokens)</source>
        <translation>Bloc de prefill (jetons)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up to max batched</source>
        <translation>jusqu&apos;au max. par lot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill&apos;s chunk</source>
        <translation>Taille de bloc du prefill par blocs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill</source>
        <translation>Prefill par blocs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (true)</source>
        <translation>par défaut (true)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether long prompts are prefilled in chunks</source>
        <translation>Indique si les longs prompts sont préremplis par blocs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory utilisation</source>
        <translation>Utilisation de la mémoire GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of HBM the runtime may use, in (0, 1]</source>
        <translation>Part de la HBM que le runtime peut utiliser, dans (0, 1]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV admission</source>
        <translation>Admission KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (reserve)</source>
        <translation>par défaut (reserve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserve: KV for the whole sequence at admission; incremental: blocks as it grows (vLLM)</source>
        <translation>reserve : KV pour toute la séquence dès l&apos;admission ; incremental : blocs au fur et à mesure (vLLM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block (tokens)</source>
        <translation>Bloc KV (jetons)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged KV block size</source>
        <translation>Taille de bloc du KV paginé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention data parallel</source>
        <translation>Parallélisme de données pour l&apos;attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (false)</source>
        <translation>par défaut (false)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention replicated per data-parallel rank</source>
        <translation>Attention répliquée par rang de parallélisme de données</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>default (the part&apos;s derating)</source>
        <translation>par défaut (le derating du composant)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The serving stack: where the catalog has its own derating for the accelerator, the machine runs at it (luma catalog --json, derating.stacks)</source>
        <translation>La pile de service : là où le catalogue a un derating propre pour l&apos;accélérateur, la machine tourne avec lui (luma catalog --json, derating.stacks)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serving stack</source>
        <translation>Pile de service</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachinePalette</name>
    <message>
        <location filename="../ui/machine/machinepalette.cpp" line="+23"/>
        <source>Drag a card onto the canvas to add it; double-click adds it in the middle</source>
        <translation>Faites glisser une carte sur le canevas pour l&apos;ajouter ; un double-clic l&apos;ajoute au centre</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2): drag onto the canvas</source>
        <translation>%1 (%2) : faites glisser sur le canevas</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineView</name>
    <message>
        <location filename="../ui/machine/machineview.cpp" line="+24"/>
        <source>Drag cards from the palette; Shift+drag from a node to another links them; Ctrl+wheel or +/- zooms, the middle button or Space+drag pans, 0 fits the drawing</source>
        <translation>Faites glisser des cartes depuis la palette ; Maj+glisser d&apos;un nœud à un autre les lie ; Ctrl+molette ou +/- zoome, le bouton du milieu ou Espace+glisser déplace la vue, 0 ajuste le dessin</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Drag an accelerator from the palette to start the machine,
then memory, interconnect, storage and power; Shift+drag between nodes to link them.</source>
        <translation>Faites glisser un accélérateur depuis la palette pour commencer la machine,
puis la mémoire, l&apos;interconnexion, le stockage et l&apos;alimentation ; Maj+glisser entre des nœuds pour les lier.</translation>
    </message>
</context>
<context>
    <name>luma::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+62"/>
        <location line="+386"/>
        <source>LUMA Workbench</source>
        <translation>LUMA Workbench</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>Open a project (Ctrl+O) or create one (Ctrl+Shift+N); open a campaign or contract file (Ctrl+Shift+O).</source>
        <translation>Ouvrez un projet (Ctrl+O) ou créez-en un (Ctrl+Maj+N) ; ouvrez un fichier de campagne ou de contrat (Ctrl+Maj+O).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent &amp;Projects</source>
        <translation>&amp;Projets récents</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>E&amp;xécution</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>host:</source>
        <translation>hôte :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Campaigns run on their own hosts</source>
        <translation>Les campagnes s&apos;exécutent sur leurs propres hôtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaigns run on %1</source>
        <translation>Les campagnes s&apos;exécutent sur %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Kept the current project: a document is still open.</source>
        <translation>Projet actuel conservé : un document est encore ouvert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>LUMA Workbench — %1</source>
        <translation>LUMA Workbench — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened project %1</source>
        <translation>Projet %1 ouvert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LUMA Workbench — %1 (read-only)</source>
        <translation>LUMA Workbench — %1 (lecture seule)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../ui/mainwindow_docks.cpp" line="+114"/>
        <source>No campaign selected</source>
        <translation>Aucune campagne sélectionnée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs of %1: %2</source>
        <translation>Exécutions de %1 : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · validity gates: %1</source>
        <translation> · critères de validité : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run below the validity gates is invalid: no PASS or FAIL, its state is run again. Gates: %1</source>
        <translation>Une exécution sous les critères de validité est invalide : ni PASS ni FAIL, son état est réexécuté. Critères : %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 contient des modifications non enregistrées. Voulez-vous les enregistrer ?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Campaign running</source>
        <translation>Campagne en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is running. Cancel it and close? Finished runs are kept; Start resumes later.</source>
        <translation>%1 est en cours. L&apos;annuler et fermer ? Les exécutions terminées sont conservées ; Démarrer reprendra plus tard.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes when the workbench starts again.</source>
        <translation>La langue change au prochain démarrage du workbench.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no project</source>
        <translation>aucun projet</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 · %n campaign(s)</source>
        <translation>
            <numerusform>%1 · %n campagne</numerusform>
            <numerusform>%1 · %n campagnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>▶ %n campaign(s) running</source>
        <translation>
            <numerusform>▶ %n campagne en cours</numerusform>
            <numerusform>▶ %n campagnes en cours</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>LUMA project (*.luma)</source>
        <translation>Projet LUMA (*.luma)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open project</source>
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open contract or campaign</source>
        <translation>Ouvrir un contrat ou une campagne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LUMA specs (*.json)</source>
        <translation>Spécifications LUMA (*.json)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A project records the runs</source>
        <translation>Un projet enregistre les exécutions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create or open a project (*.luma) first: it keeps every run and resumes the campaign.</source>
        <translation>Créez ou ouvrez d&apos;abord un projet (*.luma) : il conserve chaque exécution et reprend la campagne.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;Proves how much machine an AI service really needs: the model predicts, the simulator explores, PEX proves, LUMA learns.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3) · QCustomPlot %4 · project schema %5&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;Prouve de combien de machine un service d&apos;IA a réellement besoin : le modèle prédit, le simulateur explore, PEX prouve, LUMA apprend.&lt;/p&gt;&lt;p&gt;Qt %2 (compilé avec %3) · QCustomPlot %4 · schéma de projet %5&lt;/p&gt;&lt;p&gt;Distribué sous la licence publique générale GNU, version 3 ou ultérieure (GPL-3.0-or-later). Ce programme est fourni SANS AUCUNE GARANTIE.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_actions.cpp" line="+42"/>
        <source>&amp;New Project…</source>
        <translation>&amp;Nouveau projet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a project file (*.luma) that records campaigns and their runs</source>
        <translation>Créer un fichier de projet (*.luma) qui enregistre les campagnes et leurs exécutions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Project…</source>
        <translation>&amp;Ouvrir un projet…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a project file (*.luma)</source>
        <translation>Ouvrir un fichier de projet (*.luma)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Contract, Machine or Campaign…</source>
        <translation>Ouvrir un &amp;contrat, une machine ou une campagne…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a luma.contract/1, luma.machine/1 or luma.campaign/1 file</source>
        <translation>Ouvrir un fichier luma.contract/1, luma.machine/1 ou luma.campaign/1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Con&amp;tract</source>
        <translation>Nouveau con&amp;trat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a new contract with a live prediction</source>
        <translation>Dessiner un nouveau contrat avec une prédiction en direct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Machine</source>
        <translation>Nouvelle &amp;machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a machine-state graph from the hardware catalog</source>
        <translation>Dessiner un graphe d&apos;état de machine à partir du catalogue matériel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Image…</source>
        <translation>&amp;Exporter une image…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the current drawing as PNG or SVG</source>
        <translation>Exporter le dessin actuel en PNG ou SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Report…</source>
        <translation>Exporter un &amp;rapport…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the campaign&apos;s customer report (PDF or self-contained HTML)</source>
        <translation>Rédiger le rapport client de la campagne (PDF ou HTML autonome)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>Enregi&amp;strer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the current document</source>
        <translation>Enregistrer le document actuel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer so&amp;us…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current document to another file</source>
        <translation>Enregistrer le document actuel dans un autre fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Tab</source>
        <translation>&amp;Fermer l&apos;onglet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the current document</source>
        <translation>Fermer le document actuel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit the workbench</source>
        <translation>Quitter le workbench</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo the last edit</source>
        <translation>Annuler la dernière modification</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo the last undone edit</source>
        <translation>Rétablir la dernière modification annulée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cut the selection</source>
        <translation>Couper la sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selection</source>
        <translation>Copier la sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paste into the focused field</source>
        <translation>Coller dans le champ actif</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find in Runs</source>
        <translation>Rec&amp;hercher dans les exécutions</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter the runs table</source>
        <translation>Filtrer le tableau des exécutions</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Start Qualification</source>
        <translation>&amp;Démarrer la qualification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualify the current campaign on its hosts; resumes from the runs the project holds</source>
        <translation>Qualifier la campagne actuelle sur ses hôtes ; reprend à partir des exécutions que contient le projet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel Qualification</source>
        <translation>&amp;Annuler la qualification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running run on its agent; finished runs are kept</source>
        <translation>Arrêter l&apos;exécution en cours sur son agent ; les exécutions terminées sont conservées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tune on This Machine…</source>
        <translation>&amp;Régler sur cette machine…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service for the machine: rank a choices file&apos;s configurations on the current campaign&apos;s machine with the model, and prove the decision-changing few</source>
        <translation>Service pour la machine : classer avec le modèle les configurations d&apos;un fichier de choix sur la machine de la campagne actuelle, et prouver les quelques-unes qui changent la décision</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co-&amp;design…</source>
        <translation>Co-con&amp;ception…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate PEX and tune on the current campaign with a choices file until neither moves</source>
        <translation>Alterner PEX et réglage sur la campagne actuelle avec un fichier de choix jusqu&apos;à ce qu&apos;aucun des deux ne change plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hosts…</source>
        <translation>&amp;Hôtes…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add, remove and test the hosts a campaign can run on</source>
        <translation>Ajouter, supprimer et tester les hôtes sur lesquels une campagne peut s&apos;exécuter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Frontier</source>
        <translation>Afficher la &amp;frontière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the current campaign&apos;s frontier</source>
        <translation>Tracer la frontière de la campagne actuelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intervention &amp;Matrix</source>
        <translation>&amp;Matrice des interventions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s interventions against its resources: how each moves the minimum requirement</source>
        <translation>Les interventions de la campagne actuelle face à ses ressources : comment chacune déplace l&apos;exigence minimale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;xplore Predictions</source>
        <translation>E&amp;xplorer les prédictions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The predicted verdict over the current campaign&apos;s space, two resources at a time</source>
        <translation>Le verdict prédit sur l&apos;espace de la campagne actuelle, deux ressources à la fois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Insights</source>
        <translation>&amp;Enseignements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the project&apos;s campaigns show together: recurring binding resources, recovering interventions, the model against the evidence</source>
        <translation>Ce que montrent ensemble les campagnes du projet : ressources limitantes récurrentes, interventions qui rétablissent le PASS, le modèle face aux preuves</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Present</source>
        <translation>&amp;Présenter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s PEX story full screen, for a meeting: arrow keys step, E shows a slide&apos;s evidence, Esc leaves</source>
        <translation>Le récit PEX de la campagne actuelle en plein écran, pour une réunion : les flèches avancent, E affiche les preuves d&apos;une diapositive, Échap quitte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Calibration</source>
        <translation>&amp;Calibrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s runs: predicted against measured, before and after calibration</source>
        <translation>Les exécutions de la campagne actuelle : prédit par rapport au mesuré, avant et après calibrage</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dark Theme</source>
        <translation>Thème &amp;sombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch between the light and the dark palette</source>
        <translation>Basculer entre la palette claire et la palette sombre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About LUMA Workbench</source>
        <translation>À &amp;propos de LUMA Workbench</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Versions and licence</source>
        <translation>Versions et licence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About LUMA Workbench</source>
        <translation>À propos de LUMA Workbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Qt version in use</source>
        <translation>La version de Qt utilisée</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_docks.cpp" line="-84"/>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Double-click a campaign to open it, its frontier to draw it, a contract to see its live prediction</source>
        <translation>Double-cliquez sur une campagne pour l&apos;ouvrir, sur sa frontière pour la tracer, sur un contrat pour voir sa prédiction en direct</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a spec or a run to see it here.</source>
        <translation>Sélectionnez une spécification ou une exécution pour l&apos;afficher ici.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter runs (state, verdict, cause, host…)</source>
        <translation>Filtrer les exécutions (état, verdict, cause, hôte…)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the runs whose any column contains this text (Ctrl+F)</source>
        <translation>Affiche les exécutions dont une colonne quelconque contient ce texte (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_documents.cpp" line="+42"/>
        <source>Opened contract %1</source>
        <translation>Contrat %1 ouvert</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+208"/>
        <location filename="../ui/mainwindow_present.cpp" line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>campaign %1 in %2</source>
        <translation>campagne %1 dans %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>machine of %1</source>
        <translation>machine de %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Opened campaign %1 (%2)</source>
        <translation>Campagne %1 ouverte (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../ui/mainwindow_present.cpp" line="+0"/>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Opened machine %1</source>
        <translation>Machine %1 ouverte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Campaign &quot;%1&quot; has no machine (its workload needs none).</source>
        <translation>La campagne « %1 » n&apos;a pas de machine (sa charge de travail n&apos;en requiert aucune).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>machine of campaign %1 in %2</source>
        <translation>machine de la campagne %1 dans %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_loops.cpp" line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not a JSON object</source>
        <translation>%1 : pas un objet JSON</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>campaign %1 of %2</source>
        <translation>campagne %1 de %2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Tune needs a campaign with a machine: open one (or pick it in the runs table) first.</source>
        <translation>Le réglage nécessite une campagne avec une machine : ouvrez-en une d&apos;abord (ou choisissez-la dans le tableau des exécutions).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the contract of %1</source>
        <translation>le contrat de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the machine of %1</source>
        <translation>la machine de %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Co-design needs a campaign: open one (or pick it in the runs table) first.</source>
        <translation>La co-conception nécessite une campagne : ouvrez-en une d&apos;abord (ou choisissez-la dans le tableau des exécutions).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Co-design with choices</source>
        <translation>Co-conception avec des choix</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tune with choices</source>
        <translation>Réglage avec des choix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices (*.json);;All files (*)</source>
        <translation>Choix (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_present.cpp" line="+18"/>
        <source>Presenting %1 (%2 slides)</source>
        <translation>Présentation de %1 (%2 diapositives)</translation>
    </message>
</context>
<context>
    <name>luma::ui::MarginBars</name>
    <message>
        <location filename="../ui/charts/bars.cpp" line="+102"/>
        <source>The contract states no SLO.</source>
        <translation>Le contrat n&apos;indique aucun SLO.</translation>
    </message>
</context>
<context>
    <name>luma::ui::MatrixDocument</name>
    <message>
        <location filename="../ui/documents/matrixdocument.cpp" line="+70"/>
        <source>newly binding</source>
        <translation>nouvellement limitante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freed</source>
        <translation>libérée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
minimum PASS: %1 → %2 (%3)</source>
        <translation>
PASS minimal : %1 → %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
no state passes with the intervention: no requirement change</source>
        <translation>
aucun état ne passe avec l&apos;intervention : aucun changement d&apos;exigence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
no base minimum PASS to compare with</source>
        <translation>
aucun PASS minimal de base à comparer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
binding: %1 before, %2 after%3</source>
        <translation>
ressource limitante : %1 avant, %2 après%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (newly binding)</source>
        <translation> (nouvellement limitante)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (freed)</source>
        <translation> (libérée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1: Δ %2 €/h, Δ %3 W; %4 physical run(s); recovers %5 of %6 adjacent FAIL state(s)</source>
        <translation>
%1 : Δ %2 €/h, Δ %3 W ; %4 exécution(s) physique(s) ; rétablit %5 des %6 état(s) FAIL adjacent(s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Click to compare the base frontier with this one.</source>
        <translation>
Cliquez pour comparer la frontière de base avec celle-ci.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Click a cell to compare the base frontier with that intervention&apos;s</source>
        <translation>Cliquez sur une cellule pour comparer la frontière de base avec celle de cette intervention</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1 has no finished report yet: qualify it (Start, F5) to see what its interventions change.</source>
        <translation>La campagne %1 n&apos;a pas encore de rapport terminé : qualifiez-la (Démarrer, F5) pour voir ce que changent ses interventions.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No intervention matrix: %1</source>
        <translation>Aucune matrice des interventions : %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;</source>
        <translation>&lt;b&gt;Frontière de base&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The campaign has no interventions: nothing to compare.</source>
        <translation>La campagne n&apos;a aucune intervention : rien à comparer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Intervention matrix · campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Matrice des interventions · campagne %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The campaign has no interventions, so there is no matrix: add interventions to its campaign file to see which change moves the frontier.</source>
        <translation>La campagne n&apos;a aucune intervention, il n&apos;y a donc pas de matrice : ajoutez des interventions à son fichier de campagne pour voir quel changement déplace la frontière.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No interventions in campaign %1: nothing changes the minimum requirement.</source>
        <translation>Aucune intervention dans la campagne %1 : rien ne change l&apos;exigence minimale.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A cell is the change in the minimum PASS&apos;s requirement of that resource with the intervention (&lt;span style=&apos;color:%1&apos;&gt;■ less needed&lt;/span&gt;, &lt;span style=&apos;color:%2&apos;&gt;■ more needed&lt;/span&gt;); ▲ newly binding, ▼ freed. Click a cell to compare the frontiers below.</source>
        <translation>Une cellule indique la variation de l&apos;exigence du PASS minimal pour cette ressource avec l&apos;intervention (&lt;span style=&apos;color:%1&apos;&gt;■ moins nécessaire&lt;/span&gt;, &lt;span style=&apos;color:%2&apos;&gt;■ plus nécessaire&lt;/span&gt;) ; ▲ nouvellement limitante, ▼ libérée. Cliquez sur une cellule pour comparer les frontières ci-dessous.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;br&gt;A row &quot;move to TYPE&quot; is another accelerator type read as an intervention on this one: its frontier is that type&apos;s own campaign.</source>
        <translation>&lt;br&gt;Une ligne « move to TYPE » est un autre type d’accélérateur lu comme une intervention sur celui-ci : sa frontière est la campagne propre à ce type.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;&lt;b&gt;No state of the base search passes&lt;/b&gt;: requirement changes cannot be measured against it.</source>
        <translation>&lt;br&gt;&lt;b&gt;Aucun état de la recherche de base ne passe&lt;/b&gt; : les changements d&apos;exigence ne peuvent pas être mesurés par rapport à elle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>resource (change in the minimum PASS&apos;s requirement)</source>
        <translation>ressource (variation de l&apos;exigence du PASS minimal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>intervention</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)
Δ %3 €/h · Δ %4 W</source>
        <translation>%1 (%2)
Δ %3 €/h · Δ %4 W</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)
no state passes: no €/h or W to compare</source>
        <translation>%1 (%2)
aucun état ne passe : pas de €/h ni de W à comparer</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+42"/>
        <source>minimum PASS %1 · %2 €/h · %3 W</source>
        <translation>PASS minimal %1 · %2 €/h · %3 W</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+43"/>
        <source>no state passes</source>
        <translation>aucun état ne passe</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Frontière de base&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;With %1&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;Avec %1&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: campaign %2 has no finished report.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : la campagne %2 n’a pas de rapport terminé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (campaign %2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (campagne %2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location filename="../ui/documents/matrixdocument.h" line="+47"/>
        <source>Matrix %1</source>
        <translation>Matrice %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::ParetoPlot</name>
    <message>
        <location filename="../ui/charts/paretoplot.cpp" line="+85"/>
        <source>power (W)</source>
        <translation>puissance (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens (lower is cheaper)</source>
        <translation>€ par million de jetons (plus bas = moins cher)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s, every SLO held)</source>
        <translation>goodput (req/s, tous les SLO respectés)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No configuration holds the contract: nothing to draw.</source>
        <translation>Aucune configuration ne satisfait le contrat : rien à tracer.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>best: %1</source>
        <translation>meilleure : %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::PredictionPanel</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+21"/>
        <source>SLO margins</source>
        <translation>Marges des SLO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative headroom of each stated limit: green passes, red breaks</source>
        <translation>Marge relative de chaque limite indiquée : vert = respectée, rouge = dépassée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory per accelerator</source>
        <translation>Mémoire par accélérateur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Iteration time</source>
        <translation>Durée d&apos;itération</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of one serving iteration spent on each term at the operating point</source>
        <translation>Part d&apos;une itération de service consacrée à chaque terme au point de fonctionnement</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The predictor&apos;s verdict for this contract on the chosen machine</source>
        <translation>Le verdict du prédicteur pour ce contrat sur la machine choisie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The resource that limits the service at its operating point</source>
        <translation>La ressource qui limite le service à son point de fonctionnement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The relative uncertainty of the figures, from the accelerator&apos;s derating: the held-out error of a part calibrated on published rows, wider for one that is not. A verdict whose deciding SLO margin lies inside it could go either way.</source>
        <translation>L&apos;incertitude relative des valeurs, issue du déclassement de l&apos;accélérateur : l&apos;erreur hors échantillon d&apos;un composant calibré sur des données publiées, plus large pour un composant qui ne l&apos;est pas. Un verdict dont la marge SLO décisive se situe à l&apos;intérieur pourrait basculer dans un sens comme dans l&apos;autre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>computing…</source>
        <translation>calcul…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Service</source>
        <translation>Service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TTFT p99</source>
        <translation>TTFT p99</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT p99</source>
        <translation>TPOT p99</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Success rate</source>
        <translation>Taux de réussite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Machine cost</source>
        <translation>Coût de la machine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved</source>
        <translation>Octets déplacés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In flight</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median</source>
        <translation>Temps jusqu&apos;au premier jeton, médiane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile</source>
        <translation>Temps jusqu&apos;au premier jeton, 99e centile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median</source>
        <translation>Temps par jeton de sortie, médiane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile</source>
        <translation>Temps par jeton de sortie, 99e centile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine</source>
        <translation>Jetons de sortie par seconde, machine entière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served</source>
        <translation>Part des requêtes servies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per million output tokens</source>
        <translation>Euros par million de jetons de sortie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per hour for the machine</source>
        <translation>Euros par heure pour la machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power drawn at the operating point</source>
        <translation>Puissance consommée au point de fonctionnement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved per output token</source>
        <translation>Octets déplacés par jeton de sortie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>Séquences en cours par réplique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor and pipeline parallelism, replicas</source>
        <translation>Parallélisme tensoriel et de pipeline, répliques</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>on machine %1 (%2…)</source>
        <translation>sur la machine %1 (%2…)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No prediction</source>
        <translation>Aucune prédiction</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Binding: %1</source>
        <translation>Ressource limitante : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model does not fit this machine&apos;s memory.</source>
        <translation>Le modèle ne tient pas dans la mémoire de cette machine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrivals exceed capacity: queues grow without bound.</source>
        <translation>Les arrivées dépassent la capacité : les files d&apos;attente croissent sans limite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine cannot be deployed as configured.</source>
        <translation>La machine ne peut pas être déployée telle que configurée.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calibrated %1: figures ±%2&#xa0;%</source>
        <translation>%1 calibré : valeurs ±%2 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibrated %1 on its host&apos;s runs: figures ±%2&#xa0;%</source>
        <translation>%1 calibré sur les exécutions de son hôte : valeurs ±%2 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiled %1, not yet calibrated on its runs: figures ±%2&#xa0;%</source>
        <translation>%1 profilé, pas encore calibré sur ses exécutions : valeurs ±%2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unverified %1 (neither calibrated nor profiled): figures are estimates</source>
        <translation>%1 non vérifié (ni calibré ni profilé) : les valeurs sont des estimations</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a mixture-of-experts model: published rows of other serving stacks run 2-4x apart from its routed experts&apos; fitted rate)</source>
        <translation> (un modèle à mélange d&apos;experts : les mesures publiées d&apos;autres piles de service s&apos;écartent d&apos;un facteur 2 à 4 du débit ajusté de ses experts routés)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the %1 margin (%2%3&#xa0;%) is thin: only a physical run decides</source>
        <translation> ; la marge de %1 (%2%3 %) est faible : seule une exécution physique tranche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the %1 margin (%2%3&#xa0;%) is inside it: only a physical run decides</source>
        <translation> ; la marge de %1 (%2%3 %) est à l&apos;intérieur : seule une exécution physique tranche</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>TP %1 × PP %2, %3 replica(s) of %4 accelerator(s)</source>
        <translation>TP %1 × PP %2, %3 réplique(s) de %4 accélérateur(s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head padding: %1</source>
        <translation>Remplissage des têtes : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 against a limit of %2</source>
        <translation>%1 pour une limite de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV used</source>
        <translation>KV utilisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV free</source>
        <translation>KV libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime reserve</source>
        <translation>réserve du runtime</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB per accelerator; KV capacity %2 GiB holds %3 tokens per replica</source>
        <translation>%1 GiB par accélérateur ; une capacité KV de %2 GiB contient %3 jetons par réplique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host link</source>
        <translation>lien hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interconnect</source>
        <translation>interconnexion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overhead</source>
        <translation>surcoût</translation>
    </message>
</context>
<context>
    <name>luma::ui::Presentation</name>
    <message>
        <location filename="../ui/present/presentation.cpp" line="+43"/>
        <source>LUMA — %1</source>
        <translation>LUMA — %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no project is open</source>
        <translation>aucun projet n&apos;est ouvert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to present</source>
        <translation>Rien à présenter</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 / %2 · %3</source>
        <translation>%1 / %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · proof: run %1%2 — press E for its evidence</source>
        <translation> · preuve : exécution %1%2 — appuyez sur E pour ses preuves</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and %1 more</source>
        <translation> et %1 de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · ← → to step, Esc leaves</source>
        <translation> · ← → pour avancer, Échap pour quitter</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>PASS (run)</source>
        <translation>PASS (exécution)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS (inferred)</source>
        <translation>PASS (déduit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (run)</source>
        <translation>FAIL (exécution)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (inferred)</source>
        <translation>FAIL (déduit)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>minimum PASS</source>
        <translation>PASS minimal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this slide</source>
        <translation>cette diapositive</translation>
    </message>
</context>
<context>
    <name>luma::ui::ProjectModel</name>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="-170"/>
        <source>Report unreadable</source>
        <translation>Rapport illisible</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Frontier — minimum PASS %1</source>
        <translation>Frontière — PASS minimal %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier — no state passes</source>
        <translation>Frontière — aucun état ne passe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 physical runs; binding: %2</source>
        <translation>%1 exécutions physiques ; ressource limitante : %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Runs (%1)</source>
        <translation>Exécutions (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Campaign %1, spec %2</source>
        <translation>Campagne %1, spécification %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>From campaign %1</source>
        <translation>De la campagne %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Campaigns</source>
        <translation>Campagnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>Contrats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines</source>
        <translation>Machines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spaces</source>
        <translation>Espaces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosts</source>
        <translation>Hôtes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host profiles unreadable</source>
        <translation>Profils d&apos;hôtes illisibles</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Project unreadable</source>
        <translation>Projet illisible</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — unreadable</source>
        <translation>%1 — illisible</translation>
    </message>
</context>
<context>
    <name>luma::ui::RunsModel</name>
    <message>
        <location filename="../ui/models/runsmodel.cpp" line="+132"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try</source>
        <translation>Essai</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>Build de l&apos;agent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run&apos;s id in the project</source>
        <translation>L&apos;identifiant de l&apos;exécution dans le projet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intervention searched (— for the base search)</source>
        <translation>L&apos;intervention recherchée (— pour la recherche de base)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The machine state: one level per resource</source>
        <translation>L&apos;état de la machine : un niveau par ressource</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conclusive runs of the same state before this one (repeats inside the noise band)</source>
        <translation>Exécutions concluantes du même état avant celle-ci (répétitions dans la bande de bruit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which try of the state and attempt: 2 and up retry a run that gave no evidence</source>
        <translation>Numéro d&apos;essai pour l&apos;état et la tentative : 2 et plus relancent une exécution qui n&apos;a donné aucune preuve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running, finished, error (inconclusive), interrupted, cancelled or invalid (below the gates)</source>
        <translation>en cours, terminée, erreur (non concluante), interrompue, annulée ou invalide (sous les critères)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload&apos;s verdict against the contract, or the error code</source>
        <translation>Le verdict de la charge de travail par rapport au contrat, ou le code d&apos;erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SLO that broke, or why the run gave no verdict</source>
        <translation>Le SLO non respecté, ou la raison pour laquelle l&apos;exécution n&apos;a donné aucun verdict</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host as named and as it names itself</source>
        <translation>L&apos;hôte tel que nommé et tel qu&apos;il se nomme lui-même</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-256 of the agent binary that ran it</source>
        <translation>Le SHA-256 du binaire de l&apos;agent qui l&apos;a exécutée</translation>
    </message>
</context>
<context>
    <name>luma::ui::TelemetryPlot</name>
    <message>
        <location filename="../ui/charts/telemetryplot.cpp" line="+30"/>
        <source>elapsed (s)</source>
        <translation>écoulé (s)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No run in progress: the running run&apos;s telemetry appears here.</source>
        <translation>Aucune exécution en cours : la télémétrie de l&apos;exécution en cours s&apos;affiche ici.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: waiting for the agent&apos;s first telemetry…</source>
        <translation>%1 : en attente de la première télémétrie de l&apos;agent…</translation>
    </message>
</context>
<context>
    <name>luma::ui::TrajectoryPlot</name>
    <message>
        <location filename="../ui/charts/trajectoryplot.cpp" line="+49"/>
        <source>iteration (PEX, then tune)</source>
        <translation>itération (PEX, puis réglage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine: € per hour</source>
        <translation>machine : € par heure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s)</source>
        <translation>goodput (req/s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No iteration yet: Start runs the loop.</source>
        <translation>Aucune itération pour l&apos;instant : Démarrer exécute la boucle.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>machine (€/h)</source>
        <translation>machine (€/h)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>goodput (req/s), measured</source>
        <translation>goodput (req/s), mesuré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s), predicted</source>
        <translation>goodput (req/s), prédit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no binding named</source>
        <translation>aucune ressource limitante indiquée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding: %1</source>
        <translation>ressource limitante : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>non qualifié</translation>
    </message>
</context>
<context>
    <name>luma::ui::TuneDocument</name>
    <message>
        <location filename="../ui/documents/tunedocument.cpp" line="+70"/>
        <source>proven (1 run)</source>
        <translation>prouvé (1 exécution)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>proven (%1 runs)</source>
        <translation>prouvé (%1 exécutions)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Proven: the runs are kept in the project as campaign &quot;%1&quot;.</source>
        <translation>Prouvé : les exécutions sont conservées dans le projet en tant que campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Le projet ne contient aucune campagne « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma tune campaign.</source>
        <translation>La campagne « %1 » n&apos;est pas une campagne luma tune.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>campaign %1 of %2</source>
        <translation>campagne %1 de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contract of %1</source>
        <translation>contrat de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine of %1</source>
        <translation>machine de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choices of %1</source>
        <translation>choix de %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Proven earlier: the decision stored with the campaign. Prove again replays the finished runs, it does not repeat them.</source>
        <translation>Déjà prouvé : la décision enregistrée avec la campagne. Prouver à nouveau rejoue les exécutions terminées, sans les répéter.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;Choices&lt;/b&gt; (uncheck values to narrow the search)</source>
        <translation>&lt;b&gt;Choix&lt;/b&gt; (décochez des valeurs pour restreindre la recherche)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most goodput</source>
        <translation>Goodput maximal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cheapest that holds a rate</source>
        <translation>Le moins cher qui tient un débit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lowest power that holds a rate</source>
        <translation>La plus faible puissance qui tient un débit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: the highest rate at which every SLO and quality floor holds. Cheapest / lowest power: the configuration that holds the rate below for the least € per 1M tokens or W.</source>
        <translation>Goodput : le débit le plus élevé auquel tous les SLO et planchers de qualité sont respectés. Le moins cher / la plus faible puissance : la configuration qui tient le débit ci-dessous pour le moins de € par million de jetons ou de W.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate to hold</source>
        <translation>Débit à tenir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Physical runs in all: the best predicted, the default, and those the model&apos;s band cannot tell from the best</source>
        <translation>Exécutions physiques au total : la meilleure prédite, celle par défaut, et celles que la bande du modèle ne peut distinguer de la meilleure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run budget</source>
        <translation>Budget d&apos;exécutions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rank</source>
        <translation>&amp;Classer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank every checked combination with the model (no run)</source>
        <translation>Classer chaque combinaison cochée avec le modèle (sans exécution)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prove on Host</source>
        <translation>&amp;Prouver sur l&apos;hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+107"/>
        <source>Run the decision-changing configurations on the hosts picked in the toolbar</source>
        <translation>Exécuter les configurations qui changent la décision sur les hôtes choisis dans la barre d&apos;outils</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence</source>
        <translation>Preuve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted (req/s)</source>
        <translation>Prédit (req/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (req/s)</source>
        <translation>Mesuré (req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ / 1M tok</source>
        <translation>€ / 1M tok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Binding / why not</source>
        <translation>Ressource limitante / raison de l&apos;exclusion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration (changes from the default)</source>
        <translation>Configuration (modifications par rapport à celle par défaut)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tune %1</source>
        <translation>Réglage %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed choices)</source>
        <translation>(choix sans nom)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2: %3 configuration(s) checked</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; sur %2 : %3 configuration(s) cochée(s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the cheapest or lowest-power objective needs a rate to hold</source>
        <translation>l&apos;objectif le moins cher ou de plus faible puissance nécessite un débit à tenir</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open or create a project: the runs are kept there</source>
        <translation>Ouvrez ou créez un projet : les exécutions y sont conservées</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranking %1 configuration(s) with the model…</source>
        <translation>Classement de %1 configuration(s) avec le modèle…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Predicted by the model: Prove on Host runs the decision-changing few.</source>
        <translation>Prédit par le modèle : Prouver sur l&apos;hôte exécute les quelques configurations qui changent la décision.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Proving on %1 (budget %2 runs)…</source>
        <translation>Preuve sur %1 (budget de %2 exécutions)…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+37"/>
        <source>predicted</source>
        <translation>prédit</translation>
    </message>
    <message>
        <location line="-36"/>
        <source> · Pareto</source>
        <translation> · Pareto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the default</source>
        <translation>celle par défaut</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click for the evidence of its first run</source>
        <translation>Double-cliquez pour afficher les preuves de sa première exécution</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2 req/s %3</source>
        <translation>%1, %2 req/s %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked %1 configurations with the model; %2 physical run(s).</source>
        <translation>%1 configurations classées avec le modèle ; %2 exécution(s) physique(s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Default&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Par défaut&lt;/b&gt; : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Best&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Meilleure&lt;/b&gt; : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — beats the default beyond the noise band</source>
        <translation> — bat la configuration par défaut au-delà de la bande de bruit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — not beyond the noise band of the default</source>
        <translation> — pas au-delà de la bande de bruit de la configuration par défaut</translation>
    </message>
</context>
<context>
    <name>luma::ui::TypePages</name>
    <message>
        <location filename="../ui/documents/typepages.cpp" line="+23"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (measured)</source>
        <translation>%1 (mesuré)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (model)</source>
        <translation>%1 (modèle)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The accelerator types compared, or one type&apos;s own campaign</source>
        <translation>Les types d’accélérateur comparés, ou la campagne propre à un type</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>accelerator</source>
        <translation>accélérateur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>minimum PASS</source>
        <translation>PASS minimal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>limitant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€ per 1M tokens</source>
        <translation>€ par million de jetons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>Mo déplacés par jeton</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs</source>
        <translation>exécutions</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>intervention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>requirement change</source>
        <translation>changement du besoin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>newly binding</source>
        <translation>nouvellement limitant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>freed</source>
        <translation>libéré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ €/h</source>
        <translation>Δ €/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ W</source>
        <translation>Δ W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>adjacent FAILs</source>
        <translation>FAIL adjacents</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Across types</source>
        <translation>Entre les types</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1</source>
        <translation>Campagne %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h3&gt;Campaign %1 · accelerator types: %2&lt;/h3&gt;Each type is qualified as a campaign of its own (%1@TYPE) on the hosts of its type. ★ %3</source>
        <translation>&lt;h3&gt;Campagne %1 · types d’accélérateur : %2&lt;/h3&gt;Chaque type est qualifié comme une campagne à part (%1@TYPE) sur les hôtes de son type. ★ %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No accelerator type qualified.</source>
        <translation>Aucun type d’accélérateur n’est qualifié.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest qualified system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its minimum PASS, then W).</source>
        <translation>le système qualifié le moins cher : &lt;b&gt;%1&lt;/b&gt; (par €/h à son PASS minimal, puis W).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ★ cheapest</source>
        <translation> ★ le moins cher</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not qualified: %1</source>
        <translation>non qualifié : %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No type qualified, or only one type: no move between types to compare.</source>
        <translation>Aucun type qualifié, ou un seul type : aucun passage d’un type à l’autre à comparer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Moving from %1 to another type&lt;/h3&gt;Each other type read as an intervention on %1&apos;s minimum PASS: what it frees, what newly binds, the €/h and W deltas, and how many of %1&apos;s adjacent FAIL states pass on it. The matrix view holds these rows beside the interventions.</source>
        <translation>&lt;h3&gt;Passer de %1 à un autre type&lt;/h3&gt;Chaque autre type lu comme une intervention sur le PASS minimal de %1 : ce qu’il libère, ce qui devient limitant, les écarts en €/h et en W, et combien des états FAIL adjacents de %1 passent sur lui. La vue matrice place ces lignes à côté des interventions.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2 pass</source>
        <translation>%1 sur %2 passent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no state passes</source>
        <translation>aucun état ne passe</translation>
    </message>
</context>
</TS>
