<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+57"/>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/models/frontiergrid.cpp" line="+38"/>
        <source>other dimensions fixed at %1</source>
        <translation>übrige Dimensionen fest bei %1</translation>
    </message>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="+63"/>
        <source>%1 — %2 states</source>
        <translation>%1 — %2 Zustände</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>  · 1 run</source>
        <translation>  · 1 Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>  · %1 runs</source>
        <translation>  · %1 Läufe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved host profile %1 (luma hosts add)</source>
        <translation>Hostprofil %1 gespeichert (luma hosts add)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used by campaign %1</source>
        <translation>Verwendet von Kampagne %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs ran on %1</source>
        <translation>Läufe liefen auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open Run › Hosts… and test it</source>
        <translation>Doppelklicken, um Ausführen › Hosts… zu öffnen und ihn zu testen</translation>
    </message>
    <message>
        <location filename="../ui/reportexport.cpp" line="+25"/>
        <source>%1: cannot write the PDF: %2</source>
        <translation>%1: PDF kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: cannot write the report: %2</source>
        <translation>%1: Bericht kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open a project and select one of its campaigns first.</source>
        <translation>Öffnen Sie zuerst ein Projekt und wählen Sie eine seiner Kampagnen aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF report (*.pdf);;Self-contained HTML report (*.html)</source>
        <translation>PDF-Bericht (*.pdf);;Eigenständiger HTML-Bericht (*.html)</translation>
    </message>
</context>
<context>
    <name>exportScene</name>
    <message>
        <location filename="../ui/machine/sceneexport.cpp" line="+21"/>
        <source>unknown image format &quot;%1&quot;; known: png, svg</source>
        <translation>unbekanntes Bildformat &quot;%1&quot;; bekannt: png, svg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the drawing is empty</source>
        <translation>die Zeichnung ist leer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write the PNG</source>
        <translation>PNG kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write the SVG</source>
        <translation>SVG kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>luma::ui</name>
    <message>
        <location filename="../ui/documents/explorecalibration.cpp" line="+20"/>
        <source>%1 calibrated on %2 runs, band ±%3 % (luma.calibration/1 %4…)</source>
        <translation>%1 kalibriert auf %2 Läufen, Band ±%3 % (luma.calibration/1 %4…)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibration %1 (the workbench&apos;s --calibration): %2</source>
        <translation>Kalibrierung %1 (--calibration der Workbench): %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 does not calibrate %2)</source>
        <translation> (%1 kalibriert %2 nicht)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> (the campaign&apos;s latest calibration, after %1, predicts its held-out runs worse than its start: the campaign did not take it, nor does this view)</source>
        <translation> (die neueste Kalibrierung der Kampagne, nach %1, sagt ihre zurückgehaltenen Läufe schlechter vorher als ihr Ausgangspunkt: die Kampagne hat sie nicht übernommen, und diese Ansicht auch nicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>the base search</source>
        <translation>die Basissuche</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the campaign&apos;s runs (after %1)</source>
        <translation>die Läufe der Kampagne (nach %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>qualify --calibration %1</source>
        <translation>qualify --calibration %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration from %1%2: %3</source>
        <translation>Kalibrierung aus %1%2: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (its calibration decision cannot be read: %1)</source>
        <translation> (ihre Kalibrierungsentscheidung ist nicht lesbar: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncalibrated%1: %2.</source>
        <translation>Unkalibriert%1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/hosts/hostreport.cpp" line="+34"/>
        <source>luma-agent %1 (build %2)</source>
        <translation>luma-agent %1 (Build %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to</source>
        <translation>Verbunden mit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
(new: accepted and recorded in %1)</source>
        <translation>
(neu: akzeptiert und in %1 eingetragen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
(known, in %1)</source>
        <translation>
(bekannt, in %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key</source>
        <translation>Hostschlüssel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install</source>
        <translation>Installation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reused: %1 (checked in %2)</source>
        <translation>wiederverwendet: %1 (geprüft in %2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>deployed: %1 (uploaded and checked in %2)</source>
        <translation>bereitgestellt: %1 (hochgeladen und geprüft in %2)</translation>
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
        <translation>Es ist kein Projekt geöffnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The campaign has no machine or no model: there is no prediction to calibrate.</source>
        <translation>Die Kampagne hat keine Maschine oder kein Modell: Es gibt keine Vorhersage zu kalibrieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>comparing…</source>
        <translation>vergleiche…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Metric:</source>
        <translation>&amp;Metrik:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The figure plotted: predicted against what each run measured</source>
        <translation>Die dargestellte Größe: vorhergesagt gegen das, was jeder Lauf gemessen hat</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Comparing the campaign&apos;s runs with the model…</source>
        <translation>Vergleiche die Läufe der Kampagne mit dem Modell…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot show the calibration of %1:
%2</source>
        <translation>Die Kalibrierung von %1 kann nicht angezeigt werden:
%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>before: the campaign&apos;s own derating</source>
        <translation>vorher: das eigene Derating der Kampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after: the calibration</source>
        <translation>nachher: die Kalibrierung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 runs, one point each</source>
        <translation>%1 Läufe, je ein Punkt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;metric&lt;/th&gt;&lt;th&gt;runs&lt;/th&gt;&lt;th&gt;median before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;th&gt;mean before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Metrik&lt;/th&gt;&lt;th&gt;Läufe&lt;/th&gt;&lt;th&gt;Median vorher&lt;/th&gt;&lt;th&gt;nachher&lt;/th&gt;&lt;th&gt;Mittel vorher&lt;/th&gt;&lt;th&gt;nachher&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (not fitted)</source>
        <translation> (nicht angepasst)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;derating&lt;/th&gt;&lt;th&gt;before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Derating&lt;/th&gt;&lt;th&gt;vorher&lt;/th&gt;&lt;th&gt;nachher&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;Calibration of %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Kalibrierung von %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;So a calibration is fitted here on the campaign&apos;s %1 comparable runs, %2-fold cross-validated, as &lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; fits it (not stored): band ±%3 %.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;Daher wird hier eine Kalibrierung auf den %1 vergleichbaren Läufen der Kampagne angepasst, mit %2-facher Kreuzvalidierung, so wie &lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; sie anpasst (nicht gespeichert): Band ±%3 %.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;Held-out error&lt;/b&gt; (|predicted − measured| / measured on runs each fit did not see, compared with the %1 model)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fehler auf zurückgehaltenen Läufen&lt;/b&gt; (|vorhergesagt − gemessen| / gemessen auf Läufen, die die jeweilige Anpassung nicht gesehen hat, verglichen mit dem Modell %1)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Rests on&lt;/b&gt; runs %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Beruht auf&lt;/b&gt; den Läufen %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Plotted&lt;/b&gt;: %1 runs of the campaign, one point each, before (×) and after (○) calibration; on the dashed line a prediction equals its run. Points for the runs a calibration rests on are in-sample: its held-out errors are in the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dargestellt&lt;/b&gt;: %1 Läufe der Kampagne, je ein Punkt, vor (×) und nach (○) der Kalibrierung; auf der gestrichelten Linie entspricht eine Vorhersage ihrem Lauf. Punkte der Läufe, auf denen eine Kalibrierung beruht, liegen in der Stichprobe: ihre Fehler auf zurückgehaltenen Läufen stehen in der Tabelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Left out&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ausgelassen&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../ui/documents/calibrationdocument.h" line="+38"/>
        <source>Calibration %1</source>
        <translation>Kalibrierung %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CalibrationPlot</name>
    <message>
        <location filename="../ui/documents/calibrationplot.cpp" line="+74"/>
        <source>No run measured %1.</source>
        <translation>Kein Lauf hat %1 gemessen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>predicted = measured</source>
        <translation>vorhergesagt = gemessen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1 (the proof)</source>
        <translation>gemessen %1 (der Nachweis)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted %1</source>
        <translation>vorhergesagt %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignDocument</name>
    <message>
        <location filename="../ui/documents/campaigndocument.cpp" line="+56"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qualify the campaign on its hosts (F5); resumes from the runs the project holds</source>
        <translation>Kampagne auf ihren Hosts qualifizieren (F5); setzt bei den Läufen fort, die das Projekt enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the running run on its agent and keep every finished run (Shift+F5)</source>
        <translation>Den laufenden Lauf auf seinem Agenten stoppen und alle abgeschlossenen Läufe behalten (Umschalt+F5)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No host of the pool can realise some states of %1 (a run of one stops the campaign): %2</source>
        <translation>Kein Host des Pools kann einige Zustände von %1 herstellen (ein Lauf eines davon stoppt die Kampagne): %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no host of the pool can realise these states:</source>
        <translation>%1: Kein Host des Pools kann diese Zustände herstellen:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Decided states</source>
        <translation>Entschiedene Zustände</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Telemetry of the running run</source>
        <translation>Telemetrie des laufenden Laufs</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Searching with intervention %1 (%2): %3 PASS state(s) kept from the base search</source>
        <translation>Suche mit Intervention %1 (%2): %3 PASS-Zustände aus der Basissuche übernommen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>attempt %1, try %2</source>
        <translation>Versuch %1, Anlauf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running %1, %2 on %3</source>
        <translation>Führe %1, %2 auf %3 aus</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is running; its workload streams no numeric telemetry.</source>
        <translation>%1 läuft; sein Workload liefert keine numerische Telemetrie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, from the project</source>
        <translation>, aus dem Projekt</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+67"/>
        <source>Campaign %1</source>
        <translation>Kampagne %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The stored campaign does not load to the same spec (hash %1, stored %2): open its campaign file to run it.</source>
        <translation>Die gespeicherte Kampagne lädt nicht zur selben Spezifikation (Hash %1, gespeichert %2): Öffnen Sie ihre Kampagnendatei, um sie auszuführen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qualified earlier: the report is in the project (F6 draws the frontier). Start again replays the finished runs, it does not repeat them.</source>
        <translation>Bereits qualifiziert: Der Bericht liegt im Projekt (F6 zeichnet die Frontier). Erneutes Starten spielt die abgeschlossenen Läufe erneut ab, es wiederholt sie nicht.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&lt;b&gt;Contract&lt;/b&gt; %1 · &lt;b&gt;machine&lt;/b&gt; %2 · &lt;b&gt;workload&lt;/b&gt; %3 · &lt;b&gt;hosts&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; %5 — %6 states&lt;br&gt;&lt;b&gt;Interventions&lt;/b&gt; %7 · &lt;b&gt;search&lt;/b&gt; %8, noise band %9</source>
        <translation>&lt;b&gt;Vertrag&lt;/b&gt; %1 · &lt;b&gt;Maschine&lt;/b&gt; %2 · &lt;b&gt;Workload&lt;/b&gt; %3 · &lt;b&gt;Hosts&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;Raum&lt;/b&gt; %5 — %6 Zustände&lt;br&gt;&lt;b&gt;Interventionen&lt;/b&gt; %7 · &lt;b&gt;Suche&lt;/b&gt; %8, Rauschband %9</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>modellgeführt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>modellfrei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
spec SHA-256 %2</source>
        <translation>%1
Spezifikation SHA-256 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready. Start qualifies the campaign on %1.</source>
        <translation>Bereit. Start qualifiziert die Kampagne auf %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open or create a project first: it records every run (File ▸ New Project).</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Projekt: Es zeichnet jeden Lauf auf (Datei ▸ Neues Projekt).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Starting the agent…</source>
        <translation>Starte den Agenten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualifying %1 into %2</source>
        <translation>Qualifiziere %1 in %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling: the agent stops the running run…</source>
        <translation>Breche ab: Der Agent stoppt den laufenden Lauf…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qualified: the report is stored in the project; the frontier is drawn.</source>
        <translation>Qualifiziert: Der Bericht ist im Projekt gespeichert; die Frontier ist gezeichnet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>States decided: %1 (%2 PASS, %3 FAIL)</source>
        <translation>Entschiedene Zustände: %1 (%2 PASS, %3 FAIL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · runs this session: %1</source>
        <translation> · Läufe in dieser Sitzung: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · replayed from the project: %1</source>
        <translation> · aus dem Projekt wiedergegeben: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · inconclusive: %1</source>
        <translation> · nicht schlüssig: %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignRunner</name>
    <message>
        <location filename="../ui/campaignrunner.cpp" line="+75"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>Abgebrochen: Die abgeschlossenen Läufe bleiben im Projekt; Start setzt fort.</translation>
    </message>
</context>
<context>
    <name>luma::ui::ChoicesForm</name>
    <message>
        <location filename="../ui/documents/choicesform.cpp" line="+41"/>
        <source>Knob / value</source>
        <translation>Parameter / Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>luma::ui::CodesignDocument</name>
    <message>
        <location filename="../ui/documents/codesigndocument.cpp" line="+81"/>
        <source>The loop ended; its trajectory is kept in the project as campaign &quot;%1&quot;.</source>
        <translation>Die Schleife ist beendet; ihre Trajektorie bleibt im Projekt als Kampagne &quot;%1&quot; erhalten.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma codesign loop.</source>
        <translation>Kampagne &quot;%1&quot; ist keine luma-Co-Design-Schleife.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>campaign %1 of %2</source>
        <translation>Kampagne %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the campaign of %1</source>
        <translation>die Kampagne von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the choices of %1</source>
        <translation>die Optionen von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Run earlier: the trajectory stored with the loop. Start again replays every finished step, it does not repeat a run.</source>
        <translation>Bereits ausgeführt: die mit der Schleife gespeicherte Trajektorie. Erneutes Starten spielt jeden abgeschlossenen Schritt erneut ab, es wiederholt keinen Lauf.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run budget</source>
        <translation>Laufbudget</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical runs in all, PEX and tune steps, every start&apos;s together</source>
        <translation>Physische Läufe insgesamt, PEX- und Tuning-Schritte, alle Starts zusammen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Loop</source>
        <translation>Schleife &amp;starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Configuration (changes from the start&apos;s)</source>
        <translation>Konfiguration (Änderungen gegenüber dem Start)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum PASS state</source>
        <translation>Minimaler PASS-Zustand</translation>
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
        <translation>Bindend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Nächste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation>Endgültig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final / start</source>
        <translation>Endgültig / Start</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Co-design %1</source>
        <translation>Co-Design %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed campaign)</source>
        <translation>(unbenannte Kampagne)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: PEX finds the minimum machine for %2&apos;s configuration, tune the best configuration of &lt;b&gt;%3&lt;/b&gt; (%4 combinations) on it, until neither moves.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: PEX findet die minimale Maschine für die Konfiguration von %2, Tuning die beste Konfiguration von &lt;b&gt;%3&lt;/b&gt; (%4 Kombinationen) darauf, bis sich keines mehr bewegt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the loop on the hosts picked in the toolbar (the campaign&apos;s own when none is picked); resumes from the steps the project holds</source>
        <translation>Die Schleife auf den in der Werkzeugleiste gewählten Hosts ausführen (auf denen der Kampagne, wenn keiner gewählt ist); setzt bei den Schritten fort, die das Projekt enthält</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open or create a project: the loop&apos;s steps are kept there</source>
        <translation>Öffnen oder erstellen Sie ein Projekt: Die Schritte der Schleife werden dort aufbewahrt</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Running the loop (budget %1 runs)…</source>
        <translation>Führe die Schleife aus (Budget %1 Läufe)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 after %2 iteration(s) and %3 physical run(s): %4</source>
        <translation>%1 nach %2 Iteration(en) und %3 physischen Lauf/Läufen: %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converged</source>
        <translation>Konvergiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not converged</source>
        <translation>Nicht konvergiert</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>tune moves (%1 req/s)</source>
        <translation>Tuning ändert (%1 req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stays</source>
        <translation>bleibt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the start&apos;s</source>
        <translation>die des Starts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>nicht qualifiziert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>goodput (req/s)</source>
        <translation>Goodput (req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per hour</source>
        <translation>€ pro Stunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>€ pro 1 Mio. Token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes moved per token</source>
        <translation>bewegte Bytes pro Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine state</source>
        <translation>Maschinenzustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> (measured)</source>
        <translation> (gemessen)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (predicted)</source>
        <translation> (vorhergesagt)</translation>
    </message>
</context>
<context>
    <name>luma::ui::ContractDocument</name>
    <message>
        <location filename="../ui/documents/contractdocument.cpp" line="+120"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Predict on</source>
        <translation>Vorhersage auf</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>SHA-256 of the canonical JSON, the model config included: what every run records</source>
        <translation>SHA-256 des kanonischen JSON, einschließlich der Modellkonfiguration: das, was jeder Lauf aufzeichnet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a luma.machine/1 file</source>
        <translation>eine luma.machine/1-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Choose the machine the prediction runs against</source>
        <translation>Die Maschine wählen, gegen die die Vorhersage läuft</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>LUMA machine (*.json)</source>
        <translation>LUMA-Maschine (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The machine state the live prediction uses (not saved in the contract)</source>
        <translation>Der Maschinenzustand, den die Live-Vorhersage verwendet (nicht im Vertrag gespeichert)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a Hugging Face config.json (drop one here)</source>
        <translation>eine Hugging Face config.json (hier ablegen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a Hugging Face config.json</source>
        <translation>Eine Hugging Face config.json wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model config</source>
        <translation>Modellkonfiguration</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face-Konfiguration (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.hf_config: a path to the model&apos;s config.json (relative to the contract) or the config inline</source>
        <translation>model.hf_config: ein Pfad zur config.json des Modells (relativ zum Vertrag) oder die Konfiguration inline</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Contract %1</source>
        <translation>Vertrag %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>— (fix the marked field)</source>
        <translation>— (markiertes Feld korrigieren)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 parameters, %3 active per token · KV %4 per token at %5 · %6 layers, hidden %7, %8 heads (%9 KV)</source>
        <translation>%1 · %2 Parameter, %3 aktiv pro Token · KV %4 pro Token bei %5 · %6 Schichten, Hidden %7, %8 Heads (%9 KV)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> · %1 of %2 experts routed</source>
        <translation> · %1 von %2 Experten geroutet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model: a model-free contract (command campaigns).</source>
        <translation>Kein Modell: ein modellfreier Vertrag (Befehlskampagnen).</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: cannot write the contract: %2</source>
        <translation>%1: Der Vertrag kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save contract</source>
        <translation>Vertrag speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LUMA contract (*.json)</source>
        <translation>LUMA-Vertrag (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/documents/contractfields.cpp" line="+15"/>
        <source>Contract</source>
        <translation>Vertrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service-level objectives (empty: none)</source>
        <translation>Service-Level-Ziele (leer: keine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Economics (empty: none)</source>
        <translation>Wirtschaftlichkeit (leer: keine)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract&apos;s name (name)</source>
        <translation>Der Name des Vertrags (name)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free text, kept in the file (description)</source>
        <translation>Freier Text, in der Datei gespeichert (description)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored weight format (precision.weights)</source>
        <translation>Gespeichertes Gewichtsformat (precision.weights)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV-cache element format (precision.kv_cache)</source>
        <translation>Elementformat des KV-Cache (precision.kv_cache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Math format of the activations (precision.activations)</source>
        <translation>Rechenformat der Aktivierungen (precision.activations)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Prompt length per request (workload.input_tokens)</source>
        <translation>Prompt-Länge je Anfrage (workload.input_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated tokens per request (workload.output_tokens)</source>
        <translation>Erzeugte Tokens je Anfrage (workload.output_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrival</source>
        <translation>Ankünfte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline: all requests queued at t=0; poisson: a request rate; closed: a fixed concurrency</source>
        <translation>offline: alle Anfragen bei t=0 eingereiht; poisson: eine Anfragerate; closed: eine feste Nebenläufigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Requests in one experiment (workload.arrival.requests)</source>
        <translation>Anfragen in einem Experiment (workload.arrival.requests)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson arrival rate (workload.arrival.rate_rps)</source>
        <translation>Poisson-Ankunftsrate (workload.arrival.rate_rps)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrency</source>
        <translation>Nebenläufigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests in flight in a closed loop (workload.arrival.concurrency)</source>
        <translation>Gleichzeitig laufende Anfragen im geschlossenen Kreis (workload.arrival.concurrency)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TTFT p50 ≤</source>
        <translation>TTFT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median (slo.ttft_ms_p50)</source>
        <translation>Zeit bis zum ersten Token, Median (slo.ttft_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTFT p99 ≤</source>
        <translation>TTFT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile (slo.ttft_ms_p99)</source>
        <translation>Zeit bis zum ersten Token, 99. Perzentil (slo.ttft_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TPOT p50 ≤</source>
        <translation>TPOT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median (slo.tpot_ms_p50)</source>
        <translation>Zeit je Ausgabe-Token, Median (slo.tpot_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT p99 ≤</source>
        <translation>TPOT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile (slo.tpot_ms_p99)</source>
        <translation>Zeit je Ausgabe-Token, 99. Perzentil (slo.tpot_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput ≥</source>
        <translation>Durchsatz ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine (slo.throughput_tok_s_min)</source>
        <translation>Ausgabe-Tokens pro Sekunde, ganze Maschine (slo.throughput_tok_s_min)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Success rate ≥</source>
        <translation>Erfolgsquote ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served, in (0, 1] (slo.success_rate_min)</source>
        <translation>Anteil der bedienten Anfragen, in (0, 1] (slo.success_rate_min)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost ≤</source>
        <translation>Kosten ≤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Euros per million output tokens (economics.eur_per_mtok_max)</source>
        <translation>Euro je Million Ausgabe-Tokens (economics.eur_per_mtok_max)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power ≤</source>
        <translation>Leistung ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power of the whole machine (economics.watts_max)</source>
        <translation>Leistungsaufnahme der ganzen Maschine (economics.watts_max)</translation>
    </message>
</context>
<context>
    <name>luma::ui::DecidedStatesModel</name>
    <message>
        <location filename="../ui/models/decidedstatesmodel.cpp" line="+70"/>
        <source>base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
</context>
<context>
    <name>luma::ui::EvidenceDocument</name>
    <message>
        <location filename="../ui/documents/evidencedocument.cpp" line="+139"/>
        <source>Metrics against the contract&apos;s SLOs</source>
        <translation>Metriken gegen die SLOs des Vertrags</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enforcement mechanisms the agent reported</source>
        <translation>Vom Agenten gemeldete Durchsetzungsmechanismen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hashes</source>
        <translation>Hashes</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No project is open.</source>
        <translation>Es ist kein Projekt geöffnet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign %1 holds no run %2.</source>
        <translation>Kampagne %1 enthält keinen Lauf %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>RUNNING</source>
        <translation>LÄUFT</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO VERDICT</source>
        <translation>KEIN URTEIL</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>none (the base search)</source>
        <translation>keine (die Basissuche)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h2&gt;Run %1 · campaign %2&lt;/h2&gt;%3</source>
        <translation>&lt;h2&gt;Lauf %1 · Kampagne %2&lt;/h2&gt;%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try</source>
        <translation>Anlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (retry of a run that gave no evidence)</source>
        <translation>%1 (Wiederholung eines Laufs, der keinen Nachweis lieferte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>Agent-Build</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 later)</source>
        <translation>%1 (%2 später)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workload wall time</source>
        <translation>Laufzeit des Workloads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Agent error</source>
        <translation>Agentenfehler</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (no value)</source>
        <translation>keiner (kein Wert)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in the contract</source>
        <translation>%1 im Vertrag</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No SLO was judged: the run ended without a result against the contract.</source>
        <translation>Kein SLO wurde beurteilt: Der Lauf endete ohne Ergebnis gegenüber dem Vertrag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All measured metrics: %1</source>
        <translation>Alle gemessenen Metriken: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>none reported</source>
        <translation>keine gemeldet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent build</source>
        <translation>Agent-Build</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../ui/documents/evidencedocument.h" line="+46"/>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Run %1 stored no telemetry.</source>
        <translation>Lauf %1 hat keine Telemetrie gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Run %1 streamed %n event(s), none with numbers to plot.</source>
        <translation>
            <numerusform>Lauf %1 hat %n Ereignis geliefert, keines mit darstellbaren Zahlen.</numerusform>
            <numerusform>Lauf %1 hat %n Ereignisse geliefert, keines mit darstellbaren Zahlen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no verdict</source>
        <translation>kein Urteil</translation>
    </message>
</context>
<context>
    <name>luma::ui::ExploreDocument</name>
    <message>
        <location filename="../ui/documents/exploredocument.cpp" line="+62"/>
        <source>No project is open.</source>
        <translation>Es ist kein Projekt geöffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Nothing to explore: the space has no dimensions.</source>
        <translation>Nichts zu erkunden: Der Raum hat keine Dimensionen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Across:</source>
        <translation>&amp;Horizontal:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the horizontal axis</source>
        <translation>Die Ressource entlang der horizontalen Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Up:</source>
        <translation>&amp;Vertikal:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the vertical axis</source>
        <translation>Die Ressource entlang der vertikalen Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Intervention:</source>
        <translation>&amp;Intervention:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predict with one of the campaign&apos;s interventions applied</source>
        <translation>Vorhersage mit einer der Interventionen der Kampagne</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cannot explore %1:
%2</source>
        <translation>%1 kann nicht erkundet werden:
%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 fixed at</source>
        <translation>%1 fest bei</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>predicting…</source>
        <translation>sage vorher…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The predictor refused this slice:
%1</source>
        <translation>Der Prädiktor hat diesen Schnitt abgelehnt:
%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>
◎ cheapest</source>
        <translation>
◎ am günstigsten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2 states on this slice predicted to pass</source>
        <translation>%1 von %2 Zuständen in diesem Schnitt bestehen laut Vorhersage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Explore %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 erkunden&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted by the analytic model for %1%2.</source>
        <translation>Vom analytischen Modell vorhergesagt für %1%2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> with %1</source>
        <translation> mit %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;&lt;b&gt;The predictor does not model %1&lt;/b&gt;: the cells do not change along it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Prädiktor modelliert %1 nicht&lt;/b&gt;: Die Zellen ändern sich entlang dieser Achse nicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Predicted frontier&lt;/b&gt;: %1 minimal PASS state(s); %2 of %3 states pass.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vorhergesagte Frontier&lt;/b&gt;: %1 minimale PASS-Zustände; %2 von %3 Zuständen bestehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Cheapest predicted PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · binding %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Günstigster vorhergesagter PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · bindend %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Benachbarte FAIL-Zustände&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>%1 reduziert auf %2 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space is predicted to pass.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Für keinen Zustand des Raums wird ein Bestehen vorhergesagt.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Predicting the frontier…&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sage die Frontier vorher…&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;where PASS begins in each column&lt;br&gt;▢ a predicted frontier state (minimal PASS)&lt;br&gt;Hover a cell for its full prediction.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Legende&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;wo PASS in jeder Spalte beginnt&lt;br&gt;▢ ein vorhergesagter Frontier-Zustand (minimaler PASS)&lt;br&gt;Bewegen Sie die Maus über eine Zelle für ihre vollständige Vorhersage.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, predicted</source>
        <translation>PASS, vorhergesagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, predicted: the SLO that broke, or OOM</source>
        <translation>FAIL, vorhergesagt: das verletzte SLO oder OOM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no engine could deploy it</source>
        <translation>keine Engine konnte es bereitstellen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>
PASS (predicted)</source>
        <translation>
PASS (vorhergesagt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: no engine would deploy it: %1</source>
        <translation>
FAIL: keine Engine würde es bereitstellen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: out of memory (weights %1 of %2 HBM per accelerator)</source>
        <translation>
FAIL: Speicher erschöpft (Gewichte %1 von %2 HBM pro Beschleuniger)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
FAIL (predicted): %1 broke</source>
        <translation>
FAIL (vorhergesagt): %1 verletzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
TP %1 · PP %2 · %3 replica(s) · %4 accelerator(s) · binding %5</source>
        <translation>
TP %1 · PP %2 · %3 Replik(en) · %4 Beschleuniger · bindend %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
figures ±%1 % (%2, calibrated)</source>
        <translation>
Werte ±%1 % (%2, kalibriert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
figures ±%1 % (%2 is uncalibrated: no published rows)</source>
        <translation>
Werte ±%1 % (%2 ist unkalibriert: keine veröffentlichten Messreihen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — the %1 margin is inside that band: only a physical run decides</source>
        <translation> — die %1-Marge liegt innerhalb dieses Bands: nur ein physischer Lauf entscheidet</translation>
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
Durchsatz %1 · Erfolg %2 %</translation>
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
Speicher pro Beschleuniger: Gewichte %1, KV %2 von %3, Aktivierungen %4, von %5 HBM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
%1: %2 against %3, margin %4 % %5</source>
        <translation>
%1: %2 gegen %3, Marge %4 % %5</translation>
    </message>
    <message>
        <location filename="../ui/documents/exploredocument.h" line="+65"/>
        <source>Explore %1</source>
        <translation>%1 erkunden</translation>
    </message>
</context>
<context>
    <name>luma::ui::ExploreTypesPanel</name>
    <message>
        <location filename="../ui/documents/exploretypes.cpp" line="+25"/>
        <source>The project holds no campaign of %1&apos;s types.</source>
        <translation>Das Projekt enthält keine Kampagne der Typen von %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the campaigns hold different contracts (%1 and %2)</source>
        <translation>die Kampagnen enthalten verschiedene Verträge (%1 und %2)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no predicted PASS: %1</source>
        <translation>kein vorhergesagter PASS: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cheapest predicted PASS</source>
        <translation>günstigster vorhergesagter PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>bindend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>€ pro 1 Mio. Token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>MB bewegt pro Token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>frontier states</source>
        <translation>Frontzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a type to explore its own space</source>
        <translation>Doppelklicken Sie auf einen Typ, um seinen eigenen Raum zu erkunden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;Campaign %1 · accelerator types compared by the model&lt;/b&gt; (no run: each type&apos;s own space on its own machine, as its campaign %1@TYPE holds them). %2 Double-click a type to explore it.</source>
        <translation>&lt;b&gt;Kampagne %1 · Beschleunigertypen, vom Modell verglichen&lt;/b&gt; (ohne Lauf: der eigene Raum jedes Typs auf seiner eigenen Maschine, wie seine Kampagne %1@TYPE sie hält). %2 Doppelklicken Sie auf einen Typ, um ihn zu erkunden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot compare them: %1.</source>
        <translation>Sie können nicht verglichen werden: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No type is predicted to pass.</source>
        <translation>Für keinen Typ wird ein PASS vorhergesagt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ the cheapest predicted system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its cheapest predicted PASS, then W).</source>
        <translation>★ das günstigste vorhergesagte System: &lt;b&gt;%1&lt;/b&gt; (nach €/h bei seinem günstigsten vorhergesagten PASS, dann W).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out: %1.</source>
        <translation>Ausgelassen: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ★ cheapest</source>
        <translation> ★ am günstigsten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (shown)</source>
        <translation> (angezeigt)</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierDocument</name>
    <message>
        <location filename="../ui/documents/frontierdocument.cpp" line="+40"/>
        <source>&lt;p&gt;&lt;b&gt;Binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bindend&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Benachbarte FAIL-Zustände&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</source>
        <translation>%1 reduziert auf %2 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (inferred from a failing run above it)</source>
        <translation> (abgeleitet aus einem fehlschlagenden Lauf darüber)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;&lt;b&gt;%1 runs&lt;/b&gt;, %2 PASS state(s) kept from the base search&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 Läufe&lt;/b&gt;, %2 PASS-Zustände aus der Basissuche übernommen&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Requirement change&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Anforderungsänderung&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Newly binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Neu bindend&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Freed&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Freigegeben&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>adjacent FAIL %1: %2&lt;br&gt;</source>
        <translation>benachbarter FAIL %1: %2&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recovers to PASS</source>
        <translation>wird wieder PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>bleibt FAIL</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h3&gt;Campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Kampagne %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 physical runs (lower bound %3, ×%4 for the base search)</source>
        <translation>%1 · %2 physische Läufe (Untergrenze %3, ×%4 für die Basissuche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>modellgeführt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>modellfrei</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Minimum PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Minimaler PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space passes the contract.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kein Zustand des Raums erfüllt den Vertrag.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Frontier&lt;/b&gt; (%1 minimal PASS state(s))&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Frontier&lt;/b&gt; (%1 minimale PASS-Zustände)&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Drawn: %1 cells, %2 proven by runs. Hover a cell for details; drag to pan, wheel to zoom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gezeichnet: %1 Zellen, %2 durch Läufe nachgewiesen. Bewegen Sie die Maus über eine Zelle für Details; ziehen zum Verschieben, Mausrad zum Zoomen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Search:</source>
        <translation>Suche:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The base search&apos;s frontier, or one intervention&apos;s</source>
        <translation>Die Frontier der Basissuche oder die einer Intervention</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This state was not run: its verdict is inferred by monotonicity from a run beside it</source>
        <translation>Dieser Zustand wurde nicht ausgeführt: Sein Urteil ist per Monotonie aus einem benachbarten Lauf abgeleitet</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>with %1 (%2)</source>
        <translation>mit %1 (%2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;frontier staircase&lt;br&gt;◎ the minimum PASS (cheapest by €/h, then W)&lt;br&gt;✕ adjacent FAIL: the SLO that broke</source>
        <translation>&lt;b&gt;Legende&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;Frontier-Treppe&lt;br&gt;◎ der minimale PASS (am günstigsten nach €/h, dann W)&lt;br&gt;✕ benachbarter FAIL: das verletzte SLO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, proven by a run</source>
        <translation>PASS, durch einen Lauf nachgewiesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS, inferred by monotonicity</source>
        <translation>PASS, per Monotonie abgeleitet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, proven by a run</source>
        <translation>FAIL, durch einen Lauf nachgewiesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, inferred by monotonicity</source>
        <translation>FAIL, per Monotonie abgeleitet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No project is open.</source>
        <translation>Es ist kein Projekt geöffnet.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Campaign %1 has no finished report yet: Start (F5) qualifies it, resuming from the runs the project holds.</source>
        <translation>Kampagne %1 hat noch keinen abgeschlossenen Bericht: Start (F5) qualifiziert sie und setzt bei den Läufen fort, die das Projekt enthält.</translation>
    </message>
    <message>
        <location filename="../ui/documents/frontierdocument.h" line="+34"/>
        <source>Frontier %1</source>
        <translation>Frontier %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierPlot</name>
    <message>
        <location filename="../ui/charts/frontierplot.cpp" line="+126"/>
        <source>No finished report yet: run the campaign to draw its frontier.</source>
        <translation>Noch kein abgeschlossener Bericht: Führen Sie die Kampagne aus, um ihre Frontier zu zeichnen.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>◎ minimum</source>
        <translation>◎ Minimum</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>proven by %n run(s)</source>
        <translation>
            <numerusform>durch %n Lauf nachgewiesen</numerusform>
            <numerusform>durch %n Läufe nachgewiesen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inferred by monotonicity</source>
        <translation>per Monotonie abgeleitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
the minimum PASS</source>
        <translation>
der minimale PASS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
adjacent FAIL (%1 cut): %2 broke</source>
        <translation>
benachbarter FAIL (%1 reduziert): %2 verletzt</translation>
    </message>
</context>
<context>
    <name>luma::ui::Heatmap</name>
    <message>
        <location filename="../ui/charts/heatmap.cpp" line="+141"/>
        <source>Nothing to draw.</source>
        <translation>Nichts zu zeichnen.</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostPicker</name>
    <message>
        <location filename="../ui/hosts/hostpicker.cpp" line="+16"/>
        <source>Where Start runs the campaign: its own hosts list, this computer, or a saved host (Run &gt; Hosts… adds and tests them)</source>
        <translation>Wo Start die Kampagne ausführt: auf der eigenen Hostliste, auf diesem Computer oder auf einem gespeicherten Host (Ausführen &gt; Hosts… fügt sie hinzu und testet sie)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>campaign&apos;s hosts</source>
        <translation>Hosts der Kampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hosts the campaign file lists (local when it lists none)</source>
        <translation>Die Hosts, die die Kampagnendatei auflistet (lokal, wenn sie keine auflistet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer: the agent next to the workbench</source>
        <translation>Dieser Computer: der Agent neben der Workbench</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsDialog</name>
    <message>
        <location filename="../ui/hosts/hostsdialog.cpp" line="+29"/>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hosts file is damaged</source>
        <translation>Die Hostdatei ist beschädigt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hosts a campaign can run on (the toolbar&apos;s host picker offers them), saved in %1 — the same list as &lt;code&gt;luma hosts&lt;/code&gt;.</source>
        <translation>Hosts, auf denen eine Kampagne laufen kann (die Hostauswahl der Werkzeugleiste bietet sie an), gespeichert in %1 — dieselbe Liste wie &lt;code&gt;luma hosts&lt;/code&gt;.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect, show the host key, install the agent and show what it reports (as luma hosts test)</source>
        <translation>Verbinden, den Hostschlüssel anzeigen, den Agenten installieren und anzeigen, was er meldet (wie luma hosts test)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu1</source>
        <translation>gpu1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh://[user@]host[:port], ssh://alias or slurm://login-host?partition=…</source>
        <translation>ssh://[user@]host[:port], ssh://alias oder slurm://login-host?partition=…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>Name</translation>
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
        <translation>Wählen Sie einen Host und klicken Sie auf Testen: Die Verbindung läuft außerhalb des Fenster-Threads, zeigt den Hostschlüssel, installiert den Agenten und zeigt, was er meldet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel Test</source>
        <translation>Test abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop waiting: the connection finishes or times out in the background and its outcome is dropped</source>
        <translation>Nicht mehr warten: Die Verbindung endet oder läuft im Hintergrund in ein Timeout, und ihr Ergebnis wird verworfen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Accept this host key</source>
        <translation>Diesen Hostschlüssel akzeptieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust the key shown and record it in known_hosts (as luma hosts test --accept-new-host-key); compare it with the host&apos;s own first: ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on the host</source>
        <translation>Dem angezeigten Schlüssel vertrauen und ihn in known_hosts eintragen (wie luma hosts test --accept-new-host-key); vergleichen Sie ihn zuerst mit dem des Hosts selbst: ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub auf dem Host</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Added %1</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test connects to it, shows its host key and installs the agent.</source>
        <translation>Testen verbindet sich mit ihm, zeigt seinen Hostschlüssel und installiert den Agenten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Its host key stays in known_hosts and its agent install on the host.</source>
        <translation>Sein Hostschlüssel bleibt in known_hosts und seine Agenteninstallation auf dem Host.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Testing %1, accepting its host key…</source>
        <translation>Teste %1, akzeptiere seinen Hostschlüssel…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Testing %1…</source>
        <translation>Teste %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting, checking the host key, installing the agent and greeting it.</source>
        <translation>Verbinde, prüfe den Hostschlüssel, installiere den Agenten und begrüße ihn.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Test of %1 cancelled</source>
        <translation>Test von %1 abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection ends in the background (at the latest at its connect timeout); what it finds is dropped.</source>
        <translation>Die Verbindung endet im Hintergrund (spätestens nach ihrem Verbindungs-Timeout); was sie ermittelt, wird verworfen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host key %1</source>
        <translation>Hostschlüssel %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The agent runs on this computer.</source>
        <translation>Der Agent läuft auf diesem Computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its agent install was reused.</source>
        <translation>Seine Agenteninstallation wurde wiederverwendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The agent was deployed.</source>
        <translation>Der Agent wurde bereitgestellt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host key accepted and recorded in %1. </source>
        <translation>Hostschlüssel akzeptiert und in %1 eingetragen. </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sent another host key than the one you accepted</source>
        <translation>%1 hat einen anderen Hostschlüssel gesendet als den, den Sie akzeptiert haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You accepted %1 but the new connection was made with %2, now recorded in %3. Remove it (ssh-keygen -R) unless you know why the key changed.</source>
        <translation>Sie haben %1 akzeptiert, aber die neue Verbindung wurde mit %2 hergestellt, jetzt eingetragen in %3. Entfernen Sie ihn (ssh-keygen -R), sofern Sie nicht wissen, warum sich der Schlüssel geändert hat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: connected, %2</source>
        <translation>%1: verbunden, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown host key</source>
        <translation>%1: unbekannter Hostschlüssel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: host key refused</source>
        <translation>%1: Hostschlüssel abgelehnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: test failed</source>
        <translation>%1: Test fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsModel</name>
    <message>
        <location filename="../ui/hosts/hostsmodel.cpp" line="+16"/>
        <source>this computer (the agent next to the workbench)</source>
        <translation>dieser Computer (der Agent neben der Workbench)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>local is built in and cannot be removed</source>
        <translation>local ist eingebaut und kann nicht entfernt werden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no host in row %1</source>
        <translation>kein Host in Zeile %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no host named &quot;%2&quot; (removed meanwhile?)</source>
        <translation>%1: kein Host namens &quot;%2&quot; (inzwischen entfernt?)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Runs the agent as a child of the workbench</source>
        <translation>Führt den Agenten als Kindprozess der Workbench aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 = %2 (saved in %3)</source>
        <translation>%1 = %2 (gespeichert in %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Name</source>
        <translation>Name</translation>
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
        <translation>wiederhergestellt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>bleibt FAIL</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>predictable without a run</source>
        <translation>ohne Lauf vorhersagbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 proven cells agree</source>
        <translation>%1 von %2 nachgewiesenen Zellen stimmen überein</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Binding resources by contract shape, accelerator and host</source>
        <translation>Bindende Ressourcen nach Vertragsform, Beschleuniger und Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by</source>
        <translation>nach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>broke</source>
        <translation>verletzt</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>campaigns</source>
        <translation>Kampagnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>which campaigns</source>
        <translation>welche Kampagnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <location line="+3"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Interventions against adjacent FAILs</source>
        <translation>Interventionen gegen benachbarte FAILs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>state</source>
        <translation>Zustand</translation>
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
        <translation>FAIL-Läufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs with it</source>
        <translation>Läufe damit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model against the evidence: median predicted over measured, per campaign</source>
        <translation>Das Modell gegen den Nachweis: Median von vorhergesagt zu gemessen, pro Kampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs compared</source>
        <translation>verglichene Läufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>verdicts differ</source>
        <translation>Urteile weichen ab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>throughput</source>
        <translation>Durchsatz</translation>
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
        <translation>Frontiers, die das Modell ohne physischen Lauf vorhersagen würde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model against every proven cell</source>
        <translation>Modell gegen jede nachgewiesene Zelle</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No project is open.</source>
        <translation>Es ist kein Projekt geöffnet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 campaigns (%2 qualified) in %3, %4 runs with a verdict; %5 runs compared with the model, %6 with another verdict.</source>
        <translation>%1 Kampagnen (%2 qualifiziert) in %3, %4 Läufe mit Urteil; %5 Läufe mit dem Modell verglichen, %6 mit anderem Urteil.</translation>
    </message>
    <message>
        <location filename="../ui/documents/insightsdocument.h" line="+32"/>
        <source>Insights</source>
        <translation>Erkenntnisse</translation>
    </message>
</context>
<context>
    <name>luma::ui::LoopRunner</name>
    <message>
        <location filename="../ui/looprunner.cpp" line="+46"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>Abgebrochen: Die abgeschlossenen Läufe bleiben im Projekt; Start setzt fort.</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineDocument</name>
    <message>
        <location filename="../ui/documents/machinedocument.cpp" line="+87"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected nodes and links</source>
        <translation>Die ausgewählten Knoten und Verbindungen entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link the two selected nodes (or Shift+drag from one to the other)</source>
        <translation>Die beiden ausgewählten Knoten verbinden (oder mit Umschalt+Ziehen von einem zum anderen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto-layout</source>
        <translation>Automatisches Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the nodes in columns by their distance from the accelerator</source>
        <translation>Die Knoten nach ihrem Abstand zum Beschleuniger in Spalten anordnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in (Ctrl+wheel, +)</source>
        <translation>Vergrößern (Strg+Mausrad, +)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom out (Ctrl+wheel, -)</source>
        <translation>Verkleinern (Strg+Mausrad, -)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole drawing</source>
        <translation>Die ganze Zeichnung anzeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the drawing as PNG or SVG</source>
        <translation>Die Zeichnung als PNG oder SVG exportieren</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ %1: a mixed fleet of %2 replica groups (%3) · `luma predict --machine` splits a Poisson rate across them, `luma fleet` finds the cheapest mix</source>
        <translation>✓ %1: eine gemischte Flotte aus %2 Replikagruppen (%3) · `luma predict --machine` teilt eine Poisson-Rate auf sie auf, `luma fleet` findet die günstigste Mischung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ %1: %2 × %3, %4 · what `luma predict --machine` reads</source>
        <translation>✓ %1: %2 × %3, %4 · was `luma predict --machine` liest</translation>
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
        <translation>, bedient von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a machine yet: %1</source>
        <translation>Noch keine Maschine: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Select two nodes to link (or Shift+drag from one to the other).</source>
        <translation>Wählen Sie zwei Knoten zum Verbinden aus (oder Umschalt+Ziehen von einem zum anderen).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save machine</source>
        <translation>Maschine speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>luma.machine/1 (*.json)</source>
        <translation>luma.machine/1 (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export machine drawing</source>
        <translation>Maschinenzeichnung exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>SVG-Bild (*.svg);;PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Machine %1</source>
        <translation>Maschine %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineGraph</name>
    <message>
        <location filename="../ui/machine/machinegraph.cpp" line="+71"/>
        <source>new machine</source>
        <translation>neue Maschine</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>link</source>
        <translation>Verbindung</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Remove %n items</source>
        <translation>
            <numerusform>%n Element entfernen</numerusform>
            <numerusform>%n Elemente entfernen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move %n nodes</source>
        <translation>
            <numerusform>%n Knoten verschieben</numerusform>
            <numerusform>%n Knoten verschieben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A link joins two different nodes.</source>
        <translation>Eine Verbindung verbindet zwei verschiedene Knoten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 are linked already.</source>
        <translation>%1 und %2 sind bereits verbunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect %1 to %2</source>
        <translation>%1 mit %2 verbinden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node has id &quot;%1&quot;.</source>
        <translation>Kein Knoten hat die ID &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a node needs an id</source>
        <translation>%1: Ein Knoten braucht eine ID</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set %1 of %2</source>
        <translation>%1 von %2 festlegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No link %1.</source>
        <translation>Keine Verbindung %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %1 of a link</source>
        <translation>%1 einer Verbindung festlegen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set %1</source>
        <translation>%1 festlegen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Auto-layout</source>
        <translation>Automatisches Layout</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineInspector</name>
    <message numerus="yes">
        <location filename="../ui/machine/machineinspector.cpp" line="+135"/>
        <source>%n items selected</source>
        <translation>
            <numerusform>%n Element ausgewählt</numerusform>
            <numerusform>%n Elemente ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Link %1 — %2</source>
        <translation>Verbindung %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+36"/>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandbreite (GB/s)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>the nodes&apos; own</source>
        <translation>die der Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per direction; empty: the link states none</source>
        <translation>Pro Richtung; leer: Die Verbindung gibt keine an</translation>
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
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How links name this node; renaming carries its links</source>
        <translation>Wie Verbindungen diesen Knoten benennen; Umbenennen übernimmt seine Verbindungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>An accelerator from the hardware catalog</source>
        <translation>Ein Beschleuniger aus dem Hardwarekatalog</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many accelerators of this type</source>
        <translation>Wie viele Beschleuniger dieses Typs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per accelerator (GiB)</source>
        <translation>Speicher pro Beschleuniger (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (catalog)</source>
        <translation>%1 (Katalog)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most the part&apos;s own HBM: a partitioned or reserved device</source>
        <translation>Höchstens das eigene HBM des Bauteils: ein partitioniertes oder reserviertes Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit per accelerator (W)</source>
        <translation>Leistungsgrenze pro Beschleuniger (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (TDP)</source>
        <translation>%1 (TDP)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At most the TDP (nvidia-smi -pl)</source>
        <translation>Höchstens die TDP (nvidia-smi -pl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per accelerator (€/h)</source>
        <translation>Preis pro Beschleuniger (€/h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>catalog list price</source>
        <translation>Katalog-Listenpreis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this fleet pays</source>
        <translation>Was diese Flotte bezahlt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tier</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory tier (HBM is the accelerator&apos;s own)</source>
        <translation>Host-Speicherebene (HBM gehört zum Beschleuniger)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free text: nvlink, pcie-gen5, nvme…</source>
        <translation>Freitext: nvlink, pcie-gen5, nvme…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capacity (GiB)</source>
        <translation>Kapazität (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The whole tier</source>
        <translation>Die gesamte Ebene</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per direction, per accelerator</source>
        <translation>Pro Richtung, pro Beschleuniger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power budget (W)</source>
        <translation>Leistungsbudget (W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For the whole machine</source>
        <translation>Für die gesamte Maschine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>For people; the predictor ignores it</source>
        <translation>Für Menschen; der Prädiktor ignoriert sie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+64"/>
        <source>Machine %1</source>
        <translation>Maschine %1</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The machine&apos;s name</source>
        <translation>Der Name der Maschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For people</source>
        <translation>Für Menschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>Laufzeitumgebung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>auto (widest valid)</source>
        <translation>auto (breiteste gültige)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP must split the model&apos;s heads (AWS Neuron pads them instead)</source>
        <translation>TP muss die Heads des Modells aufteilen (AWS Neuron füllt sie stattdessen auf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max sequences</source>
        <translation>Max. Sequenzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>Gleichzeitig verarbeitete Sequenzen pro Replik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max batched tokens</source>
        <translation>Max. gebündelte Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per iteration</source>
        <translation>Token pro Iteration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill chunk (tokens)</source>
        <translation>Prefill-Chunk (Token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up to max batched</source>
        <translation>bis max. gebündelte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill&apos;s chunk</source>
        <translation>Chunk des Chunked Prefill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill</source>
        <translation>Chunked Prefill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (true)</source>
        <translation>Standard (true)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether long prompts are prefilled in chunks</source>
        <translation>Ob lange Prompts im Prefill in Chunks verarbeitet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory utilisation</source>
        <translation>GPU-Speicherauslastung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of HBM the runtime may use, in (0, 1]</source>
        <translation>Anteil des HBM, den die Laufzeitumgebung nutzen darf, in (0, 1]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV admission</source>
        <translation>KV-Zulassung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (reserve)</source>
        <translation>Standard (reserve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserve: KV for the whole sequence at admission; incremental: blocks as it grows (vLLM)</source>
        <translation>reserve: KV für die gesamte Sequenz bei Zulassung; incremental: Blöcke, während sie wächst (vLLM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block (tokens)</source>
        <translation>KV-Block (Token)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged KV block size</source>
        <translation>Paged-KV-Blockgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention data parallel</source>
        <translation>Attention-Datenparallelität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (false)</source>
        <translation>Standard (false)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention replicated per data-parallel rank</source>
        <translation>Attention pro datenparallelem Rang repliziert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>default (the part&apos;s derating)</source>
        <translation>Standard (Derating des Bauteils)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The serving stack: where the catalog has its own derating for the accelerator, the machine runs at it (luma catalog --json, derating.stacks)</source>
        <translation>Der Serving-Stack: Wo der Katalog für den Beschleuniger ein eigenes Derating hat, läuft die Maschine damit (luma catalog --json, derating.stacks)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serving stack</source>
        <translation>Serving-Stack</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachinePalette</name>
    <message>
        <location filename="../ui/machine/machinepalette.cpp" line="+23"/>
        <source>Drag a card onto the canvas to add it; double-click adds it in the middle</source>
        <translation>Ziehen Sie eine Karte auf die Zeichenfläche, um sie hinzuzufügen; Doppelklick fügt sie in der Mitte hinzu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2): drag onto the canvas</source>
        <translation>%1 (%2): auf die Zeichenfläche ziehen</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineView</name>
    <message>
        <location filename="../ui/machine/machineview.cpp" line="+24"/>
        <source>Drag cards from the palette; Shift+drag from a node to another links them; Ctrl+wheel or +/- zooms, the middle button or Space+drag pans, 0 fits the drawing</source>
        <translation>Karten aus der Palette ziehen; Umschalt+Ziehen von einem Knoten zu einem anderen verbindet sie; Strg+Mausrad oder +/- zoomt, die mittlere Maustaste oder Leertaste+Ziehen verschiebt, 0 passt die Zeichnung ein</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Drag an accelerator from the palette to start the machine,
then memory, interconnect, storage and power; Shift+drag between nodes to link them.</source>
        <translation>Ziehen Sie einen Beschleuniger aus der Palette, um die Maschine zu beginnen,
dann Speicher, Interconnect, Storage und Stromversorgung; Umschalt+Ziehen zwischen Knoten verbindet sie.</translation>
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
        <translation>Öffnen Sie ein Projekt (Strg+O) oder erstellen Sie eines (Strg+Umschalt+N); öffnen Sie eine Kampagnen- oder Vertragsdatei (Strg+Umschalt+O).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent &amp;Projects</source>
        <translation>Zuletzt geöffnete &amp;Projekte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Campaigns run on their own hosts</source>
        <translation>Kampagnen laufen auf ihren eigenen Hosts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaigns run on %1</source>
        <translation>Kampagnen laufen auf %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Kept the current project: a document is still open.</source>
        <translation>Aktuelles Projekt beibehalten: Ein Dokument ist noch geöffnet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>LUMA Workbench — %1</source>
        <translation>LUMA Workbench — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened project %1</source>
        <translation>Projekt %1 geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LUMA Workbench — %1 (read-only)</source>
        <translation>LUMA Workbench — %1 (schreibgeschützt)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../ui/mainwindow_docks.cpp" line="+114"/>
        <source>No campaign selected</source>
        <translation>Keine Kampagne ausgewählt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs of %1: %2</source>
        <translation>Läufe von %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · validity gates: %1</source>
        <translation> · Gültigkeitsschwellen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run below the validity gates is invalid: no PASS or FAIL, its state is run again. Gates: %1</source>
        <translation>Ein Lauf unterhalb der Gültigkeitsschwellen ist ungültig: kein PASS oder FAIL, sein Zustand wird erneut ausgeführt. Schwellen: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Campaign running</source>
        <translation>Kampagne läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is running. Cancel it and close? Finished runs are kept; Start resumes later.</source>
        <translation>%1 läuft. Abbrechen und schließen? Abgeschlossene Läufe bleiben erhalten; Start setzt später fort.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes when the workbench starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start der Workbench.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no project</source>
        <translation>kein Projekt</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 · %n campaign(s)</source>
        <translation>
            <numerusform>%1 · %n Kampagne</numerusform>
            <numerusform>%1 · %n Kampagnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>▶ %n campaign(s) running</source>
        <translation>
            <numerusform>▶ %n Kampagne läuft</numerusform>
            <numerusform>▶ %n Kampagnen laufen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>idle</source>
        <translation>bereit</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>LUMA project (*.luma)</source>
        <translation>LUMA-Projekt (*.luma)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open contract or campaign</source>
        <translation>Vertrag oder Kampagne öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LUMA specs (*.json)</source>
        <translation>LUMA-Spezifikationen (*.json)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A project records the runs</source>
        <translation>Ein Projekt zeichnet die Läufe auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create or open a project (*.luma) first: it keeps every run and resumes the campaign.</source>
        <translation>Erstellen oder öffnen Sie zuerst ein Projekt (*.luma): Es bewahrt jeden Lauf auf und setzt die Kampagne fort.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;Proves how much machine an AI service really needs: the model predicts, the simulator explores, PEX proves, LUMA learns.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3) · QCustomPlot %4 · project schema %5&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;Weist nach, wie viel Maschine ein KI-Dienst wirklich braucht: Das Modell sagt vorher, der Simulator erkundet, PEX weist nach, LUMA lernt.&lt;/p&gt;&lt;p&gt;Qt %2 (erstellt mit %3) · QCustomPlot %4 · Projektschema %5&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später (GPL-3.0-or-later). Dieses Programm wird OHNE JEGLICHE GEWÄHRLEISTUNG bereitgestellt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_actions.cpp" line="+42"/>
        <source>&amp;New Project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a project file (*.luma) that records campaigns and their runs</source>
        <translation>Eine Projektdatei (*.luma) erstellen, die Kampagnen und ihre Läufe aufzeichnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a project file (*.luma)</source>
        <translation>Eine Projektdatei (*.luma) öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Contract, Machine or Campaign…</source>
        <translation>&amp;Vertrag, Maschine oder Kampagne öffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a luma.contract/1, luma.machine/1 or luma.campaign/1 file</source>
        <translation>Eine luma.contract/1-, luma.machine/1- oder luma.campaign/1-Datei öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Con&amp;tract</source>
        <translation>Neuer Vertra&amp;g</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a new contract with a live prediction</source>
        <translation>Einen neuen Vertrag mit Live-Vorhersage entwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Machine</source>
        <translation>Neue &amp;Maschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a machine-state graph from the hardware catalog</source>
        <translation>Einen Maschinenzustandsgraphen aus dem Hardwarekatalog zeichnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Image…</source>
        <translation>Bild e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the current drawing as PNG or SVG</source>
        <translation>Die aktuelle Zeichnung als PNG oder SVG exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Report…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the campaign&apos;s customer report (PDF or self-contained HTML)</source>
        <translation>Den Kundenbericht der Kampagne schreiben (PDF oder eigenständiges HTML)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the current document</source>
        <translation>Das aktuelle Dokument speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current document to another file</source>
        <translation>Das aktuelle Dokument in einer anderen Datei speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Tab</source>
        <translation>Tab s&amp;chließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the current document</source>
        <translation>Das aktuelle Dokument schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit the workbench</source>
        <translation>Die Workbench beenden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo the last edit</source>
        <translation>Die letzte Bearbeitung rückgängig machen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo the last undone edit</source>
        <translation>Die zuletzt rückgängig gemachte Bearbeitung wiederholen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cut the selection</source>
        <translation>Die Auswahl ausschneiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selection</source>
        <translation>Die Auswahl kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paste into the focused field</source>
        <translation>In das fokussierte Feld einfügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find in Runs</source>
        <translation>In Läufen &amp;suchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter the runs table</source>
        <translation>Die Lauftabelle filtern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Start Qualification</source>
        <translation>Qualifizierung &amp;starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualify the current campaign on its hosts; resumes from the runs the project holds</source>
        <translation>Die aktuelle Kampagne auf ihren Hosts qualifizieren; setzt bei den Läufen fort, die das Projekt enthält</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel Qualification</source>
        <translation>Qualifizierung &amp;abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running run on its agent; finished runs are kept</source>
        <translation>Den laufenden Lauf auf seinem Agenten stoppen; abgeschlossene Läufe bleiben erhalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tune on This Machine…</source>
        <translation>Auf dieser Maschine a&amp;bstimmen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service for the machine: rank a choices file&apos;s configurations on the current campaign&apos;s machine with the model, and prove the decision-changing few</source>
        <translation>Dienst für die Maschine: die Konfigurationen einer Optionsdatei mit dem Modell auf der Maschine der aktuellen Kampagne einstufen und die wenigen entscheidungsrelevanten nachweisen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co-&amp;design…</source>
        <translation>&amp;Co-Design…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate PEX and tune on the current campaign with a choices file until neither moves</source>
        <translation>PEX und Tuning auf der aktuellen Kampagne mit einer Optionsdatei abwechseln, bis sich keines mehr bewegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hosts…</source>
        <translation>&amp;Hosts…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add, remove and test the hosts a campaign can run on</source>
        <translation>Die Hosts hinzufügen, entfernen und testen, auf denen eine Kampagne laufen kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Frontier</source>
        <translation>&amp;Frontier anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the current campaign&apos;s frontier</source>
        <translation>Die Frontier der aktuellen Kampagne zeichnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intervention &amp;Matrix</source>
        <translation>Interventions&amp;matrix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s interventions against its resources: how each moves the minimum requirement</source>
        <translation>Die Interventionen der aktuellen Kampagne gegen ihre Ressourcen: wie jede die Mindestanforderung verschiebt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;xplore Predictions</source>
        <translation>Vorhersagen &amp;erkunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The predicted verdict over the current campaign&apos;s space, two resources at a time</source>
        <translation>Das vorhergesagte Urteil über den Raum der aktuellen Kampagne, jeweils zwei Ressourcen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Insights</source>
        <translation>E&amp;rkenntnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the project&apos;s campaigns show together: recurring binding resources, recovering interventions, the model against the evidence</source>
        <translation>Was die Kampagnen des Projekts zusammen zeigen: wiederkehrende bindende Ressourcen, wiederherstellende Interventionen, das Modell gegen den Nachweis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Present</source>
        <translation>&amp;Präsentieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s PEX story full screen, for a meeting: arrow keys step, E shows a slide&apos;s evidence, Esc leaves</source>
        <translation>Die PEX-Geschichte der aktuellen Kampagne im Vollbild, für ein Meeting: Pfeiltasten blättern, E zeigt den Nachweis einer Folie, Esc beendet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Calibration</source>
        <translation>&amp;Kalibrierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s runs: predicted against measured, before and after calibration</source>
        <translation>Die Läufe der aktuellen Kampagne: vorhergesagt gegen gemessen, vor und nach der Kalibrierung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dark Theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch between the light and the dark palette</source>
        <translation>Zwischen heller und dunkler Farbpalette wechseln</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About LUMA Workbench</source>
        <translation>Ü&amp;ber LUMA Workbench</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Versions and licence</source>
        <translation>Versionen und Lizenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About LUMA Workbench</source>
        <translation>Über LUMA Workbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Qt version in use</source>
        <translation>Die verwendete Qt-Version</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_docks.cpp" line="-84"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Double-click a campaign to open it, its frontier to draw it, a contract to see its live prediction</source>
        <translation>Doppelklicken Sie auf eine Kampagne, um sie zu öffnen, auf ihre Frontier, um sie zu zeichnen, auf einen Vertrag, um seine Live-Vorhersage zu sehen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a spec or a run to see it here.</source>
        <translation>Wählen Sie eine Spezifikation oder einen Lauf aus, um ihn hier anzuzeigen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter runs (state, verdict, cause, host…)</source>
        <translation>Läufe filtern (Zustand, Urteil, Ursache, Host…)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the runs whose any column contains this text (Ctrl+F)</source>
        <translation>Zeigt die Läufe, bei denen eine beliebige Spalte diesen Text enthält (Strg+F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_documents.cpp" line="+42"/>
        <source>Opened contract %1</source>
        <translation>Vertrag %1 geöffnet</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+208"/>
        <location filename="../ui/mainwindow_present.cpp" line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>campaign %1 in %2</source>
        <translation>Kampagne %1 in %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>machine of %1</source>
        <translation>Maschine von %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Opened campaign %1 (%2)</source>
        <translation>Kampagne %1 geöffnet (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../ui/mainwindow_present.cpp" line="+0"/>
        <source>No project is open.</source>
        <translation>Es ist kein Projekt geöffnet.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Opened machine %1</source>
        <translation>Maschine %1 geöffnet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Campaign &quot;%1&quot; has no machine (its workload needs none).</source>
        <translation>Kampagne &quot;%1&quot; hat keine Maschine (ihr Workload braucht keine).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>machine of campaign %1 in %2</source>
        <translation>Maschine der Kampagne %1 in %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_loops.cpp" line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not a JSON object</source>
        <translation>%1: kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>campaign %1 of %2</source>
        <translation>Kampagne %1 von %2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Tune needs a campaign with a machine: open one (or pick it in the runs table) first.</source>
        <translation>Tuning braucht eine Kampagne mit Maschine: Öffnen Sie zuerst eine (oder wählen Sie sie in der Lauftabelle).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the contract of %1</source>
        <translation>der Vertrag von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the machine of %1</source>
        <translation>die Maschine von %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Co-design needs a campaign: open one (or pick it in the runs table) first.</source>
        <translation>Co-Design braucht eine Kampagne: Öffnen Sie zuerst eine (oder wählen Sie sie in der Lauftabelle).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Co-design with choices</source>
        <translation>Co-Design mit Optionen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tune with choices</source>
        <translation>Tuning mit Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices (*.json);;All files (*)</source>
        <translation>Optionen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_present.cpp" line="+18"/>
        <source>Presenting %1 (%2 slides)</source>
        <translation>Präsentiere %1 (%2 Folien)</translation>
    </message>
</context>
<context>
    <name>luma::ui::MarginBars</name>
    <message>
        <location filename="../ui/charts/bars.cpp" line="+102"/>
        <source>The contract states no SLO.</source>
        <translation>Der Vertrag gibt kein SLO an.</translation>
    </message>
</context>
<context>
    <name>luma::ui::MatrixDocument</name>
    <message>
        <location filename="../ui/documents/matrixdocument.cpp" line="+70"/>
        <source>newly binding</source>
        <translation>neu bindend</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freed</source>
        <translation>freigegeben</translation>
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
minimaler PASS: %1 → %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
no state passes with the intervention: no requirement change</source>
        <translation>
kein Zustand besteht mit der Intervention: keine Anforderungsänderung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
no base minimum PASS to compare with</source>
        <translation>
kein minimaler PASS der Basis zum Vergleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
binding: %1 before, %2 after%3</source>
        <translation>
bindend: %1 vorher, %2 nachher%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (newly binding)</source>
        <translation> (neu bindend)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (freed)</source>
        <translation> (freigegeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1: Δ %2 €/h, Δ %3 W; %4 physical run(s); recovers %5 of %6 adjacent FAIL state(s)</source>
        <translation>
%1: Δ %2 €/h, Δ %3 W; %4 physische(r) Lauf/Läufe; stellt %5 von %6 benachbarten FAIL-Zuständen wieder her</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Click to compare the base frontier with this one.</source>
        <translation>
Klicken, um die Basis-Frontier mit dieser zu vergleichen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Click a cell to compare the base frontier with that intervention&apos;s</source>
        <translation>Klicken Sie auf eine Zelle, um die Basis-Frontier mit der dieser Intervention zu vergleichen</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No project is open.</source>
        <translation>Es ist kein Projekt geöffnet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1 has no finished report yet: qualify it (Start, F5) to see what its interventions change.</source>
        <translation>Kampagne %1 hat noch keinen abgeschlossenen Bericht: Qualifizieren Sie sie (Start, F5), um zu sehen, was ihre Interventionen ändern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No intervention matrix: %1</source>
        <translation>Keine Interventionsmatrix: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;</source>
        <translation>&lt;b&gt;Basis-Frontier&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The campaign has no interventions: nothing to compare.</source>
        <translation>Die Kampagne hat keine Interventionen: nichts zu vergleichen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Intervention matrix · campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Interventionsmatrix · Kampagne %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The campaign has no interventions, so there is no matrix: add interventions to its campaign file to see which change moves the frontier.</source>
        <translation>Die Kampagne hat keine Interventionen, daher gibt es keine Matrix: Fügen Sie ihrer Kampagnendatei Interventionen hinzu, um zu sehen, welche Änderung die Frontier verschiebt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No interventions in campaign %1: nothing changes the minimum requirement.</source>
        <translation>Keine Interventionen in Kampagne %1: nichts ändert die Mindestanforderung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A cell is the change in the minimum PASS&apos;s requirement of that resource with the intervention (&lt;span style=&apos;color:%1&apos;&gt;■ less needed&lt;/span&gt;, &lt;span style=&apos;color:%2&apos;&gt;■ more needed&lt;/span&gt;); ▲ newly binding, ▼ freed. Click a cell to compare the frontiers below.</source>
        <translation>Eine Zelle ist die Änderung der Anforderung des minimalen PASS an diese Ressource mit der Intervention (&lt;span style=&apos;color:%1&apos;&gt;■ weniger benötigt&lt;/span&gt;, &lt;span style=&apos;color:%2&apos;&gt;■ mehr benötigt&lt;/span&gt;); ▲ neu bindend, ▼ freigegeben. Klicken Sie auf eine Zelle, um unten die Frontiers zu vergleichen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;br&gt;A row &quot;move to TYPE&quot; is another accelerator type read as an intervention on this one: its frontier is that type&apos;s own campaign.</source>
        <translation>&lt;br&gt;Eine Zeile „move to TYP“ ist ein anderer Beschleunigertyp, gelesen als Intervention auf diesen: ihre Grenze ist die eigene Kampagne dieses Typs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;&lt;b&gt;No state of the base search passes&lt;/b&gt;: requirement changes cannot be measured against it.</source>
        <translation>&lt;br&gt;&lt;b&gt;Kein Zustand der Basissuche besteht&lt;/b&gt;: Anforderungsänderungen können nicht daran gemessen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>resource (change in the minimum PASS&apos;s requirement)</source>
        <translation>Ressource (Änderung der Anforderung des minimalen PASS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>Intervention</translation>
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
kein Zustand besteht: kein €/h oder W zu vergleichen</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+42"/>
        <source>minimum PASS %1 · %2 €/h · %3 W</source>
        <translation>minimaler PASS %1 · %2 €/h · %3 W</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+43"/>
        <source>no state passes</source>
        <translation>kein Zustand besteht</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Basis-Frontier&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;With %1&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;Mit %1&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: campaign %2 has no finished report.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Kampagne %2 hat keinen abgeschlossenen Bericht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (campaign %2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (Kampagne %2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location filename="../ui/documents/matrixdocument.h" line="+47"/>
        <source>Matrix %1</source>
        <translation>Matrix %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::ParetoPlot</name>
    <message>
        <location filename="../ui/charts/paretoplot.cpp" line="+85"/>
        <source>power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens (lower is cheaper)</source>
        <translation>€ pro 1 Mio. Token (niedriger ist günstiger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s, every SLO held)</source>
        <translation>Goodput (req/s, jedes SLO eingehalten)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No configuration holds the contract: nothing to draw.</source>
        <translation>Keine Konfiguration erfüllt den Vertrag: nichts zu zeichnen.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>best: %1</source>
        <translation>beste: %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::PredictionPanel</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+21"/>
        <source>SLO margins</source>
        <translation>SLO-Margen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative headroom of each stated limit: green passes, red breaks</source>
        <translation>Relativer Spielraum jeder angegebenen Grenze: Grün besteht, Rot verletzt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory per accelerator</source>
        <translation>Speicher pro Beschleuniger</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Iteration time</source>
        <translation>Iterationszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of one serving iteration spent on each term at the operating point</source>
        <translation>Anteil einer Serving-Iteration, der am Arbeitspunkt auf jeden Term entfällt</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The predictor&apos;s verdict for this contract on the chosen machine</source>
        <translation>Das Urteil des Prädiktors für diesen Vertrag auf der gewählten Maschine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The resource that limits the service at its operating point</source>
        <translation>Die Ressource, die den Dienst an seinem Arbeitspunkt begrenzt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The relative uncertainty of the figures, from the accelerator&apos;s derating: the held-out error of a part calibrated on published rows, wider for one that is not. A verdict whose deciding SLO margin lies inside it could go either way.</source>
        <translation>Die relative Unsicherheit der Werte, aus dem Derating des Beschleunigers: der Fehler auf zurückgehaltenen Daten eines auf veröffentlichten Messreihen kalibrierten Bauteils, breiter für eines, das es nicht ist. Ein Urteil, dessen entscheidende SLO-Marge darin liegt, könnte so oder so ausfallen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>computing…</source>
        <translation>berechne…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Service</source>
        <translation>Dienst</translation>
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
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Success rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Machine cost</source>
        <translation>Maschinenkosten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved</source>
        <translation>Bewegte Bytes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In flight</source>
        <translation>In Bearbeitung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median</source>
        <translation>Zeit bis zum ersten Token, Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile</source>
        <translation>Zeit bis zum ersten Token, 99. Perzentil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median</source>
        <translation>Zeit pro Ausgabetoken, Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile</source>
        <translation>Zeit pro Ausgabetoken, 99. Perzentil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine</source>
        <translation>Ausgabetoken pro Sekunde, gesamte Maschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served</source>
        <translation>Anteil der bedienten Anfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per million output tokens</source>
        <translation>Euro pro Million Ausgabetoken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per hour for the machine</source>
        <translation>Euro pro Stunde für die Maschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power drawn at the operating point</source>
        <translation>Leistungsaufnahme am Arbeitspunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved per output token</source>
        <translation>Bewegte Bytes pro Ausgabetoken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>Gleichzeitig verarbeitete Sequenzen pro Replik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor and pipeline parallelism, replicas</source>
        <translation>Tensor- und Pipeline-Parallelität, Repliken</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>on machine %1 (%2…)</source>
        <translation>auf Maschine %1 (%2…)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No prediction</source>
        <translation>Keine Vorhersage</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Binding: %1</source>
        <translation>Bindend: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model does not fit this machine&apos;s memory.</source>
        <translation>Das Modell passt nicht in den Speicher dieser Maschine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrivals exceed capacity: queues grow without bound.</source>
        <translation>Ankünfte übersteigen die Kapazität: Warteschlangen wachsen unbegrenzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine cannot be deployed as configured.</source>
        <translation>Die Maschine kann so wie konfiguriert nicht bereitgestellt werden.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calibrated %1: figures ±%2&#xa0;%</source>
        <translation>Kalibriert %1: Werte ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibrated %1 on its host&apos;s runs: figures ±%2&#xa0;%</source>
        <translation>Kalibriert %1 auf den Läufen seines Hosts: Werte ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiled %1, not yet calibrated on its runs: figures ±%2&#xa0;%</source>
        <translation>Profiliert %1, noch nicht auf seinen Läufen kalibriert: Werte ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unverified %1 (neither calibrated nor profiled): figures are estimates</source>
        <translation>Ungeprüft %1 (weder kalibriert noch profiliert): Werte sind Schätzungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a mixture-of-experts model: published rows of other serving stacks run 2-4x apart from its routed experts&apos; fitted rate)</source>
        <translation> (ein Mixture-of-Experts-Modell: veröffentlichte Messreihen anderer Serving-Stacks liegen 2- bis 4-fach neben der angepassten Rate seiner gerouteten Experten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the %1 margin (%2%3&#xa0;%) is thin: only a physical run decides</source>
        <translation>; die %1-Marge (%2%3&#xa0;%) ist knapp: nur ein physischer Lauf entscheidet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the %1 margin (%2%3&#xa0;%) is inside it: only a physical run decides</source>
        <translation>; die %1-Marge (%2%3&#xa0;%) liegt darin: nur ein physischer Lauf entscheidet</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>TP %1 × PP %2, %3 replica(s) of %4 accelerator(s)</source>
        <translation>TP %1 × PP %2, %3 Replik(en) mit je %4 Beschleuniger(n)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head padding: %1</source>
        <translation>Head-Auffüllung: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 against a limit of %2</source>
        <translation>%1 gegen eine Grenze von %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV used</source>
        <translation>KV belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV free</source>
        <translation>KV frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime reserve</source>
        <translation>Laufzeitreserve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB per accelerator; KV capacity %2 GiB holds %3 tokens per replica</source>
        <translation>%1 GiB pro Beschleuniger; KV-Kapazität %2 GiB fasst %3 Token pro Replik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host link</source>
        <translation>Host-Anbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overhead</source>
        <translation>Overhead</translation>
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
        <translation>kein Projekt geöffnet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to present</source>
        <translation>Nichts zu präsentieren</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 / %2 · %3</source>
        <translation>%1 / %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · proof: run %1%2 — press E for its evidence</source>
        <translation> · Nachweis: Lauf %1%2 — E drücken für seinen Nachweis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and %1 more</source>
        <translation> und %1 weitere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · ← → to step, Esc leaves</source>
        <translation> · ← → zum Blättern, Esc beendet</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>PASS (run)</source>
        <translation>PASS (Lauf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS (inferred)</source>
        <translation>PASS (abgeleitet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (run)</source>
        <translation>FAIL (Lauf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (inferred)</source>
        <translation>FAIL (abgeleitet)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>minimum PASS</source>
        <translation>minimaler PASS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this slide</source>
        <translation>diese Folie</translation>
    </message>
</context>
<context>
    <name>luma::ui::ProjectModel</name>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="-170"/>
        <source>Report unreadable</source>
        <translation>Bericht nicht lesbar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Frontier — minimum PASS %1</source>
        <translation>Frontier — minimaler PASS %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier — no state passes</source>
        <translation>Frontier — kein Zustand besteht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 physical runs; binding: %2</source>
        <translation>%1 physische Läufe; bindend: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Runs (%1)</source>
        <translation>Läufe (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Campaign %1, spec %2</source>
        <translation>Kampagne %1, Spezifikation %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>From campaign %1</source>
        <translation>Aus Kampagne %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Campaigns</source>
        <translation>Kampagnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>Verträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines</source>
        <translation>Maschinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spaces</source>
        <translation>Räume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host profiles unreadable</source>
        <translation>Hostprofile nicht lesbar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Project unreadable</source>
        <translation>Projekt nicht lesbar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — unreadable</source>
        <translation>%1 — nicht lesbar</translation>
    </message>
</context>
<context>
    <name>luma::ui::RunsModel</name>
    <message>
        <location filename="../ui/models/runsmodel.cpp" line="+132"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try</source>
        <translation>Anlauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>Agent-Build</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run&apos;s id in the project</source>
        <translation>Die ID des Laufs im Projekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intervention searched (— for the base search)</source>
        <translation>Die durchsuchte Intervention (— für die Basissuche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The machine state: one level per resource</source>
        <translation>Der Maschinenzustand: eine Stufe pro Ressource</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conclusive runs of the same state before this one (repeats inside the noise band)</source>
        <translation>Schlüssige Läufe desselben Zustands vor diesem (Wiederholungen innerhalb des Rauschbands)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which try of the state and attempt: 2 and up retry a run that gave no evidence</source>
        <translation>Welcher Anlauf des Zustands und Versuchs: ab 2 wird ein Lauf wiederholt, der keinen Nachweis lieferte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running, finished, error (inconclusive), interrupted, cancelled or invalid (below the gates)</source>
        <translation>läuft, abgeschlossen, Fehler (nicht schlüssig), unterbrochen, abgebrochen oder ungültig (unter den Schwellen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload&apos;s verdict against the contract, or the error code</source>
        <translation>Das Urteil des Workloads gegenüber dem Vertrag oder der Fehlercode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SLO that broke, or why the run gave no verdict</source>
        <translation>Das verletzte SLO oder warum der Lauf kein Urteil lieferte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host as named and as it names itself</source>
        <translation>Der Host, wie er benannt ist und wie er sich selbst nennt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-256 of the agent binary that ran it</source>
        <translation>Der SHA-256 der Agent-Binärdatei, die ihn ausgeführt hat</translation>
    </message>
</context>
<context>
    <name>luma::ui::TelemetryPlot</name>
    <message>
        <location filename="../ui/charts/telemetryplot.cpp" line="+30"/>
        <source>elapsed (s)</source>
        <translation>verstrichen (s)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No run in progress: the running run&apos;s telemetry appears here.</source>
        <translation>Kein Lauf aktiv: Die Telemetrie des laufenden Laufs erscheint hier.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: waiting for the agent&apos;s first telemetry…</source>
        <translation>%1: warte auf die erste Telemetrie des Agenten…</translation>
    </message>
</context>
<context>
    <name>luma::ui::TrajectoryPlot</name>
    <message>
        <location filename="../ui/charts/trajectoryplot.cpp" line="+49"/>
        <source>iteration (PEX, then tune)</source>
        <translation>Iteration (PEX, dann Tuning)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine: € per hour</source>
        <translation>Maschine: € pro Stunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s)</source>
        <translation>Goodput (req/s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No iteration yet: Start runs the loop.</source>
        <translation>Noch keine Iteration: Start führt die Schleife aus.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>machine (€/h)</source>
        <translation>Maschine (€/h)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>goodput (req/s), measured</source>
        <translation>Goodput (req/s), gemessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s), predicted</source>
        <translation>Goodput (req/s), vorhergesagt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no binding named</source>
        <translation>keine bindende Ressource genannt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding: %1</source>
        <translation>bindend: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>nicht qualifiziert</translation>
    </message>
</context>
<context>
    <name>luma::ui::TuneDocument</name>
    <message>
        <location filename="../ui/documents/tunedocument.cpp" line="+70"/>
        <source>proven (1 run)</source>
        <translation>nachgewiesen (1 Lauf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>proven (%1 runs)</source>
        <translation>nachgewiesen (%1 Läufe)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Proven: the runs are kept in the project as campaign &quot;%1&quot;.</source>
        <translation>Nachgewiesen: Die Läufe bleiben im Projekt als Kampagne &quot;%1&quot; erhalten.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>Das Projekt enthält keine Kampagne &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma tune campaign.</source>
        <translation>Kampagne &quot;%1&quot; ist keine luma-Tuning-Kampagne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>campaign %1 of %2</source>
        <translation>Kampagne %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contract of %1</source>
        <translation>Vertrag von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine of %1</source>
        <translation>Maschine von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choices of %1</source>
        <translation>Optionen von %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Proven earlier: the decision stored with the campaign. Prove again replays the finished runs, it does not repeat them.</source>
        <translation>Bereits nachgewiesen: die mit der Kampagne gespeicherte Entscheidung. Erneutes Nachweisen spielt die abgeschlossenen Läufe erneut ab, es wiederholt sie nicht.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;Choices&lt;/b&gt; (uncheck values to narrow the search)</source>
        <translation>&lt;b&gt;Optionen&lt;/b&gt; (Werte abwählen, um die Suche einzugrenzen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most goodput</source>
        <translation>Höchster Goodput</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cheapest that holds a rate</source>
        <translation>Am günstigsten bei gehaltener Rate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lowest power that holds a rate</source>
        <translation>Geringste Leistung bei gehaltener Rate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: the highest rate at which every SLO and quality floor holds. Cheapest / lowest power: the configuration that holds the rate below for the least € per 1M tokens or W.</source>
        <translation>Goodput: die höchste Rate, bei der jedes SLO und jede Qualitätsuntergrenze eingehalten wird. Am günstigsten / geringste Leistung: die Konfiguration, die die unten angegebene Rate mit den geringsten € pro 1 Mio. Token bzw. W hält.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate to hold</source>
        <translation>Zu haltende Rate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Physical runs in all: the best predicted, the default, and those the model&apos;s band cannot tell from the best</source>
        <translation>Physische Läufe insgesamt: die beste vorhergesagte, die Standardkonfiguration und jene, die das Band des Modells nicht von der besten unterscheiden kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run budget</source>
        <translation>Laufbudget</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rank</source>
        <translation>&amp;Rangfolge bilden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank every checked combination with the model (no run)</source>
        <translation>Jede ausgewählte Kombination mit dem Modell einstufen (kein Lauf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prove on Host</source>
        <translation>Auf Host &amp;nachweisen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+107"/>
        <source>Run the decision-changing configurations on the hosts picked in the toolbar</source>
        <translation>Die entscheidungsrelevanten Konfigurationen auf den in der Werkzeugleiste gewählten Hosts ausführen</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted (req/s)</source>
        <translation>Vorhergesagt (req/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (req/s)</source>
        <translation>Gemessen (req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ / 1M tok</source>
        <translation>€ / 1 Mio. tok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Binding / why not</source>
        <translation>Bindend / warum nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration (changes from the default)</source>
        <translation>Konfiguration (Änderungen gegenüber dem Standard)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tune %1</source>
        <translation>Tuning %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed choices)</source>
        <translation>(unbenannte Optionen)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2: %3 configuration(s) checked</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; auf %2: %3 Konfiguration(en) ausgewählt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the cheapest or lowest-power objective needs a rate to hold</source>
        <translation>das Ziel „am günstigsten“ oder „geringste Leistung“ braucht eine zu haltende Rate</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open or create a project: the runs are kept there</source>
        <translation>Öffnen oder erstellen Sie ein Projekt: Die Läufe werden dort aufbewahrt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranking %1 configuration(s) with the model…</source>
        <translation>Bewerte %1 Konfiguration(en) mit dem Modell…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Predicted by the model: Prove on Host runs the decision-changing few.</source>
        <translation>Vom Modell vorhergesagt: Auf Host nachweisen führt die wenigen entscheidungsrelevanten aus.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Proving on %1 (budget %2 runs)…</source>
        <translation>Weise auf %1 nach (Budget %2 Läufe)…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+37"/>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <location line="-36"/>
        <source> · Pareto</source>
        <translation> · Pareto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the default</source>
        <translation>der Standard</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click for the evidence of its first run</source>
        <translation>Doppelklicken für den Nachweis seines ersten Laufs</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2 req/s %3</source>
        <translation>%1, %2 req/s %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked %1 configurations with the model; %2 physical run(s).</source>
        <translation>%1 Konfigurationen mit dem Modell eingestuft; %2 physische(r) Lauf/Läufe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Default&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Standard&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Best&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Beste&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — beats the default beyond the noise band</source>
        <translation> — schlägt den Standard jenseits des Rauschbands</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — not beyond the noise band of the default</source>
        <translation> — nicht jenseits des Rauschbands des Standards</translation>
    </message>
</context>
<context>
    <name>luma::ui::TypePages</name>
    <message>
        <location filename="../ui/documents/typepages.cpp" line="+23"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (measured)</source>
        <translation>%1 (gemessen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The accelerator types compared, or one type&apos;s own campaign</source>
        <translation>Die Beschleunigertypen im Vergleich oder die eigene Kampagne eines Typs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>minimum PASS</source>
        <translation>minimaler PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>bindend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€ per 1M tokens</source>
        <translation>€ pro 1 Mio. Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>MB bewegt pro Token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>requirement change</source>
        <translation>Änderung des Bedarfs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>newly binding</source>
        <translation>neu bindend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>freed</source>
        <translation>freigegeben</translation>
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
        <translation>benachbarte FAILs</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Across types</source>
        <translation>Über die Typen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1</source>
        <translation>Kampagne %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h3&gt;Campaign %1 · accelerator types: %2&lt;/h3&gt;Each type is qualified as a campaign of its own (%1@TYPE) on the hosts of its type. ★ %3</source>
        <translation>&lt;h3&gt;Kampagne %1 · Beschleunigertypen: %2&lt;/h3&gt;Jeder Typ wird als eigene Kampagne (%1@TYP) auf den Hosts seines Typs qualifiziert. ★ %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No accelerator type qualified.</source>
        <translation>Kein Beschleunigertyp wurde qualifiziert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest qualified system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its minimum PASS, then W).</source>
        <translation>das günstigste qualifizierte System: &lt;b&gt;%1&lt;/b&gt; (nach €/h bei seinem minimalen PASS, dann W).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ★ cheapest</source>
        <translation> ★ am günstigsten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not qualified: %1</source>
        <translation>nicht qualifiziert: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No type qualified, or only one type: no move between types to compare.</source>
        <translation>Kein Typ qualifiziert oder nur ein Typ: kein Wechsel zwischen Typen zu vergleichen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Moving from %1 to another type&lt;/h3&gt;Each other type read as an intervention on %1&apos;s minimum PASS: what it frees, what newly binds, the €/h and W deltas, and how many of %1&apos;s adjacent FAIL states pass on it. The matrix view holds these rows beside the interventions.</source>
        <translation>&lt;h3&gt;Wechsel von %1 zu einem anderen Typ&lt;/h3&gt;Jeder andere Typ, gelesen als Intervention auf den minimalen PASS von %1: was er freigibt, was neu bindet, die Änderungen in €/h und W und wie viele der benachbarten FAIL-Zustände von %1 auf ihm bestehen. Die Matrixansicht zeigt diese Zeilen neben den Interventionen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2 pass</source>
        <translation>%1 von %2 bestehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no state passes</source>
        <translation>kein Zustand besteht</translation>
    </message>
</context>
</TS>
