<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+57"/>
        <source>throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success rate</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power</source>
        <translation>電力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quality</source>
        <translation>品質</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../ui/models/frontiergrid.cpp" line="+38"/>
        <source>other dimensions fixed at %1</source>
        <translation>その他の次元は %1 に固定</translation>
    </message>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="+63"/>
        <source>%1 — %2 states</source>
        <translation>%1 — %2 状態</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>  · 1 run</source>
        <translation>  · 1 回の実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>  · %1 runs</source>
        <translation>  · %1 回の実行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved host profile %1 (luma hosts add)</source>
        <translation>保存済みホストプロファイル %1（luma hosts add）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used by campaign %1</source>
        <translation>キャンペーン %1 で使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs ran on %1</source>
        <translation>%1 上で実行された実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open Run › Hosts… and test it</source>
        <translation>ダブルクリックで 実行 › ホスト… を開いてテストします</translation>
    </message>
    <message>
        <location filename="../ui/reportexport.cpp" line="+25"/>
        <source>%1: cannot write the PDF: %2</source>
        <translation>%1: PDF を書き込めません: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: cannot write the report: %2</source>
        <translation>%1: レポートを書き込めません: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Export Report</source>
        <translation>レポートのエクスポート</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open a project and select one of its campaigns first.</source>
        <translation>先にプロジェクトを開き、そのキャンペーンを 1 つ選択してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF report (*.pdf);;Self-contained HTML report (*.html)</source>
        <translation>PDF レポート (*.pdf);;単一ファイル HTML レポート (*.html)</translation>
    </message>
</context>
<context>
    <name>exportScene</name>
    <message>
        <location filename="../ui/machine/sceneexport.cpp" line="+21"/>
        <source>unknown image format &quot;%1&quot;; known: png, svg</source>
        <translation>不明な画像形式 &quot;%1&quot;。対応形式: png, svg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the drawing is empty</source>
        <translation>図面が空です</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write the PNG</source>
        <translation>PNG を書き込めません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write the SVG</source>
        <translation>SVG を書き込めません</translation>
    </message>
</context>
<context>
    <name>luma::ui</name>
    <message>
        <location filename="../ui/documents/explorecalibration.cpp" line="+20"/>
        <source>%1 calibrated on %2 runs, band ±%3 % (luma.calibration/1 %4…)</source>
        <translation>%1 は %2 回の実行でキャリブレーション済み、誤差帯 ±%3 %（luma.calibration/1 %4…）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibration %1 (the workbench&apos;s --calibration): %2</source>
        <translation>キャリブレーション %1（ワークベンチの --calibration）: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 does not calibrate %2)</source>
        <translation>（%1 は %2 をキャリブレーションしません）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> (the campaign&apos;s latest calibration, after %1, predicts its held-out runs worse than its start: the campaign did not take it, nor does this view)</source>
        <translation>（%1 以降のキャンペーンの最新キャリブレーションは、ホールドアウト実行の予測が開始時より悪化するため、キャンペーンでは採用されておらず、このビューでも使用しません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>the base search</source>
        <translation>ベース探索</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the campaign&apos;s runs (after %1)</source>
        <translation>キャンペーンの実行（%1 以降）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>qualify --calibration %1</source>
        <translation>qualify --calibration %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration from %1%2: %3</source>
        <translation>%1%2 からのキャリブレーション: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (its calibration decision cannot be read: %1)</source>
        <translation>（キャリブレーションの判定を読み取れません: %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncalibrated%1: %2.</source>
        <translation>未キャリブレーション%1: %2。</translation>
    </message>
    <message>
        <location filename="../ui/hosts/hostreport.cpp" line="+34"/>
        <source>luma-agent %1 (build %2)</source>
        <translation>luma-agent %1（ビルド %2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to</source>
        <translation>接続先</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
(new: accepted and recorded in %1)</source>
        <translation>
（新規: 受け入れて %1 に記録しました）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
(known, in %1)</source>
        <translation>
（既知、%1 に記録済み）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key</source>
        <translation>ホスト鍵</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Platform</source>
        <translation>プラットフォーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install</source>
        <translation>インストール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reused: %1 (checked in %2)</source>
        <translation>再利用: %1（確認 %2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>deployed: %1 (uploaded and checked in %2)</source>
        <translation>配置: %1（アップロードと確認 %2）</translation>
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
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The campaign has no machine or no model: there is no prediction to calibrate.</source>
        <translation>キャンペーンにマシンまたはモデルがないため、キャリブレーションする予測がありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>comparing…</source>
        <translation>比較中…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Metric:</source>
        <translation>指標(&amp;M):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The figure plotted: predicted against what each run measured</source>
        <translation>プロットする数値: 予測値と各実行の実測値の比較</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Comparing the campaign&apos;s runs with the model…</source>
        <translation>キャンペーンの実行をモデルと比較しています…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot show the calibration of %1:
%2</source>
        <translation>%1 のキャリブレーションを表示できません:
%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>before: the campaign&apos;s own derating</source>
        <translation>前: キャンペーン自身のディレーティング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after: the calibration</source>
        <translation>後: キャリブレーション</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 runs, one point each</source>
        <translation>%1 回の実行（各 1 点）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;metric&lt;/th&gt;&lt;th&gt;runs&lt;/th&gt;&lt;th&gt;median before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;th&gt;mean before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;指標&lt;/th&gt;&lt;th&gt;実行数&lt;/th&gt;&lt;th&gt;中央値（前）&lt;/th&gt;&lt;th&gt;後&lt;/th&gt;&lt;th&gt;平均（前）&lt;/th&gt;&lt;th&gt;後&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (not fitted)</source>
        <translation>（未フィット）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;derating&lt;/th&gt;&lt;th&gt;before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ディレーティング&lt;/th&gt;&lt;th&gt;前&lt;/th&gt;&lt;th&gt;後&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;Calibration of %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 のキャリブレーション&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;So a calibration is fitted here on the campaign&apos;s %1 comparable runs, %2-fold cross-validated, as &lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; fits it (not stored): band ±%3 %.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;そこで、ここではキャンペーンの比較可能な %1 回の実行に対し、&lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; と同じ方法で %2 分割交差検証によりキャリブレーションをフィットします（保存はされません）: 誤差帯 ±%3 %。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;Held-out error&lt;/b&gt; (|predicted − measured| / measured on runs each fit did not see, compared with the %1 model)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ホールドアウト誤差&lt;/b&gt;（各フィットが使用していない実行での |予測 − 実測| / 実測、%1 モデルとの比較）&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Rests on&lt;/b&gt; runs %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;根拠&lt;/b&gt;: 実行 %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Plotted&lt;/b&gt;: %1 runs of the campaign, one point each, before (×) and after (○) calibration; on the dashed line a prediction equals its run. Points for the runs a calibration rests on are in-sample: its held-out errors are in the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;プロット&lt;/b&gt;: キャンペーンの %1 回の実行を各 1 点で、キャリブレーション前（×）と後（○）を表示します。破線上では予測値が実測値と一致します。キャリブレーションの根拠となった実行の点はサンプル内です。ホールドアウト誤差は表に示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Left out&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;除外&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../ui/documents/calibrationdocument.h" line="+38"/>
        <source>Calibration %1</source>
        <translation>キャリブレーション %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CalibrationPlot</name>
    <message>
        <location filename="../ui/documents/calibrationplot.cpp" line="+74"/>
        <source>No run measured %1.</source>
        <translation>%1 を測定した実行はありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>predicted = measured</source>
        <translation>予測 = 実測</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1 (the proof)</source>
        <translation>実測 %1（証明）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted %1</source>
        <translation>予測 %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignDocument</name>
    <message>
        <location filename="../ui/documents/campaigndocument.cpp" line="+56"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qualify the campaign on its hosts (F5); resumes from the runs the project holds</source>
        <translation>キャンペーンをそのホストで認定します (F5)。プロジェクトに保存された実行から再開します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the running run on its agent and keep every finished run (Shift+F5)</source>
        <translation>エージェント上で実行中の実行を停止し、完了した実行はすべて保持します (Shift+F5)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No host of the pool can realise some states of %1 (a run of one stops the campaign): %2</source>
        <translation>プールのどのホストも %1 の一部の状態を実現できません（そのいずれかを実行するとキャンペーンが停止します）: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no host of the pool can realise these states:</source>
        <translation>%1: プールのどのホストもこれらの状態を実現できません:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Decided states</source>
        <translation>判定済みの状態</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Telemetry of the running run</source>
        <translation>実行中の実行のテレメトリ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Searching with intervention %1 (%2): %3 PASS state(s) kept from the base search</source>
        <translation>介入 %1（%2）で探索中: ベース探索から PASS 状態を %3 個保持</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>attempt %1, try %2</source>
        <translation>試行 %1、トライ %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt %1</source>
        <translation>試行 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running %1, %2 on %3</source>
        <translation>%3 で %1、%2 を実行中</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is running; its workload streams no numeric telemetry.</source>
        <translation>%1 を実行中です。このワークロードは数値テレメトリを送信しません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, from the project</source>
        <translation>、プロジェクトから</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+67"/>
        <source>Campaign %1</source>
        <translation>キャンペーン %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The stored campaign does not load to the same spec (hash %1, stored %2): open its campaign file to run it.</source>
        <translation>保存されたキャンペーンを読み込むと同じ仕様になりません（ハッシュ %1、保存値 %2）。実行するにはキャンペーンファイルを開いてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qualified earlier: the report is in the project (F6 draws the frontier). Start again replays the finished runs, it does not repeat them.</source>
        <translation>認定済み: レポートはプロジェクトにあります（F6 でフロンティアを描画）。再度開始すると完了した実行を再生します。実行を繰り返すことはありません。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&lt;b&gt;Contract&lt;/b&gt; %1 · &lt;b&gt;machine&lt;/b&gt; %2 · &lt;b&gt;workload&lt;/b&gt; %3 · &lt;b&gt;hosts&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; %5 — %6 states&lt;br&gt;&lt;b&gt;Interventions&lt;/b&gt; %7 · &lt;b&gt;search&lt;/b&gt; %8, noise band %9</source>
        <translation>&lt;b&gt;契約&lt;/b&gt; %1 · &lt;b&gt;マシン&lt;/b&gt; %2 · &lt;b&gt;ワークロード&lt;/b&gt; %3 · &lt;b&gt;ホスト&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;空間&lt;/b&gt; %5 — %6 状態&lt;br&gt;&lt;b&gt;介入&lt;/b&gt; %7 · &lt;b&gt;探索&lt;/b&gt; %8、ノイズ帯 %9</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>モデル誘導</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>モデルなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
spec SHA-256 %2</source>
        <translation>%1
仕様 SHA-256 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready. Start qualifies the campaign on %1.</source>
        <translation>準備完了。開始すると %1 でキャンペーンを認定します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open or create a project first: it records every run (File ▸ New Project).</source>
        <translation>先にプロジェクトを開くか作成してください。すべての実行が記録されます（ファイル ▸ 新規プロジェクト）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Starting the agent…</source>
        <translation>エージェントを起動しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualifying %1 into %2</source>
        <translation>%1 を認定中（記録先 %2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling: the agent stops the running run…</source>
        <translation>キャンセル中: エージェントが実行中の実行を停止しています…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qualified: the report is stored in the project; the frontier is drawn.</source>
        <translation>認定完了: レポートをプロジェクトに保存し、フロンティアを描画しました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>States decided: %1 (%2 PASS, %3 FAIL)</source>
        <translation>判定済み状態: %1（PASS %2、FAIL %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · runs this session: %1</source>
        <translation> · このセッションの実行: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · replayed from the project: %1</source>
        <translation> · プロジェクトから再生: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · inconclusive: %1</source>
        <translation> · 結論なし: %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignRunner</name>
    <message>
        <location filename="../ui/campaignrunner.cpp" line="+75"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>キャンセルしました: 完了した実行はプロジェクトに保持されます。開始で再開します。</translation>
    </message>
</context>
<context>
    <name>luma::ui::ChoicesForm</name>
    <message>
        <location filename="../ui/documents/choicesform.cpp" line="+41"/>
        <source>Knob / value</source>
        <translation>ノブ / 値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>デフォルト</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>default</source>
        <translation>デフォルト</translation>
    </message>
</context>
<context>
    <name>luma::ui::CodesignDocument</name>
    <message>
        <location filename="../ui/documents/codesigndocument.cpp" line="+81"/>
        <source>The loop ended; its trajectory is kept in the project as campaign &quot;%1&quot;.</source>
        <translation>ループが終了しました。軌跡はキャンペーン &quot;%1&quot; としてプロジェクトに保持されます。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma codesign loop.</source>
        <translation>キャンペーン &quot;%1&quot; は luma codesign ループではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>campaign %1 of %2</source>
        <translation>%2 のキャンペーン %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the campaign of %1</source>
        <translation>%1 のキャンペーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the choices of %1</source>
        <translation>%1 の選択肢</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Run earlier: the trajectory stored with the loop. Start again replays every finished step, it does not repeat a run.</source>
        <translation>実行済み: ループと共に保存された軌跡です。再度開始すると完了した各ステップを再生します。実行を繰り返すことはありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run budget</source>
        <translation>実行予算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical runs in all, PEX and tune steps, every start&apos;s together</source>
        <translation>物理実行の総数（PEX とチューニングのステップ、すべての開始の合計）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Loop</source>
        <translation>ループを開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Configuration (changes from the start&apos;s)</source>
        <translation>構成（開始時からの変更）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum PASS state</source>
        <translation>最小 PASS 状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goodput (req/s)</source>
        <translation>グッドプット (req/s)</translation>
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
        <translation>律速</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation>最終</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final / start</source>
        <translation>最終 / 開始</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Co-design %1</source>
        <translation>コデザイン %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed campaign)</source>
        <translation>（無名のキャンペーン）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: PEX finds the minimum machine for %2&apos;s configuration, tune the best configuration of &lt;b&gt;%3&lt;/b&gt; (%4 combinations) on it, until neither moves.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: PEX が %2 の構成に対する最小マシンを求め、チューニングがそのマシン上で &lt;b&gt;%3&lt;/b&gt;（%4 通りの組み合わせ）の最適構成を求めます。これをどちらも変化しなくなるまで繰り返します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the loop on the hosts picked in the toolbar (the campaign&apos;s own when none is picked); resumes from the steps the project holds</source>
        <translation>ツールバーで選択したホスト（未選択の場合はキャンペーン自身のホスト）でループを実行します。プロジェクトに保存されたステップから再開します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open or create a project: the loop&apos;s steps are kept there</source>
        <translation>プロジェクトを開くか作成してください。ループのステップはそこに保持されます</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Running the loop (budget %1 runs)…</source>
        <translation>ループを実行中（予算 %1 回の実行）…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 after %2 iteration(s) and %3 physical run(s): %4</source>
        <translation>%1（%2 回の反復、%3 回の物理実行）: %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converged</source>
        <translation>収束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not converged</source>
        <translation>未収束</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>tune moves (%1 req/s)</source>
        <translation>チューニングで変化（%1 req/s）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stays</source>
        <translation>変化なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the start&apos;s</source>
        <translation>開始時の値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>未認定</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>goodput (req/s)</source>
        <translation>グッドプット (req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per hour</source>
        <translation>1 時間あたりの €</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>100 万トークンあたりの €</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes moved per token</source>
        <translation>トークンあたりの転送バイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine state</source>
        <translation>マシン状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>configuration</source>
        <translation>構成</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> (measured)</source>
        <translation>（実測）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (predicted)</source>
        <translation>（予測）</translation>
    </message>
</context>
<context>
    <name>luma::ui::ContractDocument</name>
    <message>
        <location filename="../ui/documents/contractdocument.cpp" line="+120"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Predict on</source>
        <translation>予測対象</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>SHA-256 of the canonical JSON, the model config included: what every run records</source>
        <translation>正規化 JSON（モデル構成を含む）の SHA-256: すべての実行が記録する値</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hash</source>
        <translation>ハッシュ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a luma.machine/1 file</source>
        <translation>luma.machine/1 ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Choose the machine the prediction runs against</source>
        <translation>予測の対象とするマシンを選択</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>LUMA machine (*.json)</source>
        <translation>LUMA マシン (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The machine state the live prediction uses (not saved in the contract)</source>
        <translation>ライブ予測が使用するマシン状態（契約には保存されません）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a Hugging Face config.json (drop one here)</source>
        <translation>Hugging Face の config.json（ここにドロップ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a Hugging Face config.json</source>
        <translation>Hugging Face の config.json を選択</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model config</source>
        <translation>モデル構成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 構成 (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Config</source>
        <translation>構成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.hf_config: a path to the model&apos;s config.json (relative to the contract) or the config inline</source>
        <translation>model.hf_config: モデルの config.json へのパス（契約からの相対パス）またはインラインの構成</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Contract %1</source>
        <translation>契約 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>（無名）</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>— (fix the marked field)</source>
        <translation>—（マークされたフィールドを修正してください）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 parameters, %3 active per token · KV %4 per token at %5 · %6 layers, hidden %7, %8 heads (%9 KV)</source>
        <translation>%1 · パラメータ %2、トークンあたりアクティブ %3 · トークンあたり KV %4（%5） · %6 層、隠れ次元 %7、%8 ヘッド（KV %9）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> · %1 of %2 experts routed</source>
        <translation> · %2 エキスパート中 %1 をルーティング</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model: a model-free contract (command campaigns).</source>
        <translation>モデルなし: モデルを持たない契約（コマンドキャンペーン）。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: ファイルを読み取れません: %2</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: cannot write the contract: %2</source>
        <translation>%1: 契約を書き込めません: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save contract</source>
        <translation>契約を保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LUMA contract (*.json)</source>
        <translation>LUMA 契約 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/documents/contractfields.cpp" line="+15"/>
        <source>Contract</source>
        <translation>契約</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service-level objectives (empty: none)</source>
        <translation>サービスレベル目標（空欄: なし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Economics (empty: none)</source>
        <translation>経済性（空欄: なし）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract&apos;s name (name)</source>
        <translation>契約の名前 (name)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free text, kept in the file (description)</source>
        <translation>自由記述、ファイルに保存されます (description)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored weight format (precision.weights)</source>
        <translation>保存される重みの形式 (precision.weights)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV-cache element format (precision.kv_cache)</source>
        <translation>KV キャッシュの要素形式 (precision.kv_cache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>活性化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Math format of the activations (precision.activations)</source>
        <translation>活性化の演算形式 (precision.activations)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Prompt length per request (workload.input_tokens)</source>
        <translation>リクエストあたりのプロンプト長 (workload.input_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated tokens per request (workload.output_tokens)</source>
        <translation>リクエストあたりの生成トークン数 (workload.output_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrival</source>
        <translation>到着</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline: all requests queued at t=0; poisson: a request rate; closed: a fixed concurrency</source>
        <translation>offline: 全リクエストを t=0 にキュー投入、poisson: リクエストレート、closed: 固定の同時実行数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests</source>
        <translation>リクエスト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Requests in one experiment (workload.arrival.requests)</source>
        <translation>1 回の実験のリクエスト数 (workload.arrival.requests)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rate</source>
        <translation>レート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson arrival rate (workload.arrival.rate_rps)</source>
        <translation>ポアソン到着レート (workload.arrival.rate_rps)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrency</source>
        <translation>同時実行数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests in flight in a closed loop (workload.arrival.concurrency)</source>
        <translation>クローズドループで処理中のリクエスト数 (workload.arrival.concurrency)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TTFT p50 ≤</source>
        <translation>TTFT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median (slo.ttft_ms_p50)</source>
        <translation>最初のトークンまでの時間、中央値 (slo.ttft_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTFT p99 ≤</source>
        <translation>TTFT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile (slo.ttft_ms_p99)</source>
        <translation>最初のトークンまでの時間、99 パーセンタイル (slo.ttft_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TPOT p50 ≤</source>
        <translation>TPOT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median (slo.tpot_ms_p50)</source>
        <translation>出力トークンあたりの時間、中央値 (slo.tpot_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT p99 ≤</source>
        <translation>TPOT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile (slo.tpot_ms_p99)</source>
        <translation>出力トークンあたりの時間、99 パーセンタイル (slo.tpot_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput ≥</source>
        <translation>スループット ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine (slo.throughput_tok_s_min)</source>
        <translation>マシン全体の毎秒出力トークン数 (slo.throughput_tok_s_min)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Success rate ≥</source>
        <translation>成功率 ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served, in (0, 1] (slo.success_rate_min)</source>
        <translation>処理されたリクエストの割合、(0, 1] の範囲 (slo.success_rate_min)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost ≤</source>
        <translation>コスト ≤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Euros per million output tokens (economics.eur_per_mtok_max)</source>
        <translation>出力トークン 100 万あたりのユーロ (economics.eur_per_mtok_max)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power ≤</source>
        <translation>電力 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power of the whole machine (economics.watts_max)</source>
        <translation>マシン全体の消費電力 (economics.watts_max)</translation>
    </message>
</context>
<context>
    <name>luma::ui::DecidedStatesModel</name>
    <message>
        <location filename="../ui/models/decidedstatesmodel.cpp" line="+70"/>
        <source>base</source>
        <translation>ベース</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>luma::ui::EvidenceDocument</name>
    <message>
        <location filename="../ui/documents/evidencedocument.cpp" line="+139"/>
        <source>Metrics against the contract&apos;s SLOs</source>
        <translation>契約の SLO に対する指標</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>マージン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enforcement mechanisms the agent reported</source>
        <translation>エージェントが報告した制限メカニズム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mechanism</source>
        <translation>メカニズム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hashes</source>
        <translation>ハッシュ</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign %1 holds no run %2.</source>
        <translation>キャンペーン %1 に実行 %2 はありません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>RUNNING</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO VERDICT</source>
        <translation>判定なし</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>none (the base search)</source>
        <translation>なし（ベース探索）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h2&gt;Run %1 · campaign %2&lt;/h2&gt;%3</source>
        <translation>&lt;h2&gt;実行 %1 · キャンペーン %2&lt;/h2&gt;%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervention</source>
        <translation>介入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>試行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try</source>
        <translation>トライ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (retry of a run that gave no evidence)</source>
        <translation>%1（エビデンスが得られなかった実行の再試行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>エージェントのビルド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 later)</source>
        <translation>%1（%2 後）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workload wall time</source>
        <translation>ワークロードの経過時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Agent error</source>
        <translation>エージェントエラー</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (no value)</source>
        <translation>なし（値なし）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in the contract</source>
        <translation>契約では %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No SLO was judged: the run ended without a result against the contract.</source>
        <translation>判定された SLO はありません: 実行は契約に対する結果なしで終了しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All measured metrics: %1</source>
        <translation>全測定指標: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>none reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>介入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>state</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent build</source>
        <translation>エージェントのビルド</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../ui/documents/evidencedocument.h" line="+46"/>
        <source>Run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Run %1 stored no telemetry.</source>
        <translation>実行 %1 にはテレメトリが保存されていません。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Run %1 streamed %n event(s), none with numbers to plot.</source>
        <translation>
            <numerusform>実行 %1 は %n 件のイベントを送信しましたが、プロット可能な数値を含むものはありません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no verdict</source>
        <translation>判定なし</translation>
    </message>
</context>
<context>
    <name>luma::ui::ExploreDocument</name>
    <message>
        <location filename="../ui/documents/exploredocument.cpp" line="+62"/>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Nothing to explore: the space has no dimensions.</source>
        <translation>探索対象がありません: 空間に次元がありません。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Across:</source>
        <translation>横軸(&amp;A):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the horizontal axis</source>
        <translation>横軸のリソース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Up:</source>
        <translation>縦軸(&amp;U):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the vertical axis</source>
        <translation>縦軸のリソース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Intervention:</source>
        <translation>介入(&amp;I):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predict with one of the campaign&apos;s interventions applied</source>
        <translation>キャンペーンの介入の 1 つを適用して予測します</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cannot explore %1:
%2</source>
        <translation>%1 を探索できません:
%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 fixed at</source>
        <translation>%1 の固定値</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>predicting…</source>
        <translation>予測中…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The predictor refused this slice:
%1</source>
        <translation>予測器がこのスライスを拒否しました:
%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>
◎ cheapest</source>
        <translation>
◎ 最安</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2 states on this slice predicted to pass</source>
        <translation>このスライスの %2 状態中 %1 状態が PASS と予測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Explore %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 の探索&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted by the analytic model for %1%2.</source>
        <translation>解析モデルによる %1%2 の予測です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> with %1</source>
        <translation>（%1 適用）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;&lt;b&gt;The predictor does not model %1&lt;/b&gt;: the cells do not change along it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;予測器は %1 をモデル化していません&lt;/b&gt;: この軸に沿ってセルは変化しません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Predicted frontier&lt;/b&gt;: %1 minimal PASS state(s); %2 of %3 states pass.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;予測フロンティア&lt;/b&gt;: 極小 PASS 状態 %1 個。%3 状態中 %2 状態が PASS。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Cheapest predicted PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · binding %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;最安の予測 PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · 律速 %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;隣接 FAIL 状態&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>%1 を %2 に削減 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space is predicted to pass.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;空間内に PASS と予測される状態はありません。&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Predicting the frontier…&lt;/p&gt;</source>
        <translation>&lt;p&gt;フロンティアを予測しています…&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;where PASS begins in each column&lt;br&gt;▢ a predicted frontier state (minimal PASS)&lt;br&gt;Hover a cell for its full prediction.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;凡例&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;各列で PASS が始まる位置&lt;br&gt;▢ 予測フロンティア状態（極小 PASS）&lt;br&gt;セルにカーソルを合わせると予測の詳細を表示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, predicted</source>
        <translation>PASS（予測）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, predicted: the SLO that broke, or OOM</source>
        <translation>FAIL（予測）: 違反した SLO または OOM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no engine could deploy it</source>
        <translation>どのエンジンでもデプロイできません</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>
PASS (predicted)</source>
        <translation>
PASS（予測）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: no engine would deploy it: %1</source>
        <translation>
FAIL: どのエンジンでもデプロイできません: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: out of memory (weights %1 of %2 HBM per accelerator)</source>
        <translation>
FAIL: メモリ不足（アクセラレータあたり HBM %2 のうち重み %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
FAIL (predicted): %1 broke</source>
        <translation>
FAIL（予測）: %1 に違反</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
TP %1 · PP %2 · %3 replica(s) · %4 accelerator(s) · binding %5</source>
        <translation>
TP %1 · PP %2 · レプリカ %3 · アクセラレータ %4 · 律速 %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
figures ±%1 % (%2, calibrated)</source>
        <translation>
数値 ±%1 %（%2、キャリブレーション済み）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
figures ±%1 % (%2 is uncalibrated: no published rows)</source>
        <translation>
数値 ±%1 %（%2 は未キャリブレーション: 公開データ行なし）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — the %1 margin is inside that band: only a physical run decides</source>
        <translation> — %1 のマージンがこの誤差帯の内側にあります: 物理実行でのみ判定できます</translation>
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
スループット %1 · 成功率 %2 %</translation>
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
アクセラレータあたりのメモリ: 重み %1、KV %2 / %3、活性化 %4（HBM %5 中）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
%1: %2 against %3, margin %4 % %5</source>
        <translation>
%1: %2（基準 %3）、マージン %4 % %5</translation>
    </message>
    <message>
        <location filename="../ui/documents/exploredocument.h" line="+65"/>
        <source>Explore %1</source>
        <translation>探索 %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::ExploreTypesPanel</name>
    <message>
        <location filename="../ui/documents/exploretypes.cpp" line="+25"/>
        <source>The project holds no campaign of %1&apos;s types.</source>
        <translation>プロジェクトには %1 の種別のキャンペーンがありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the campaigns hold different contracts (%1 and %2)</source>
        <translation>キャンペーンの契約が異なります（%1 と %2）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no predicted PASS: %1</source>
        <translation>予測される PASS なし：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cheapest predicted PASS</source>
        <translation>最も安価な予測 PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>律速</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>100 万トークンあたり €</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>トークンあたり転送 MB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>frontier states</source>
        <translation>フロンティア状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a type to explore its own space</source>
        <translation>種別をダブルクリックすると、その種別自身の空間を探索します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;Campaign %1 · accelerator types compared by the model&lt;/b&gt; (no run: each type&apos;s own space on its own machine, as its campaign %1@TYPE holds them). %2 Double-click a type to explore it.</source>
        <translation>&lt;b&gt;キャンペーン %1 · モデルで比較したアクセラレータ種別&lt;/b&gt;（実行なし：各種別の空間をその種別自身のマシンで、キャンペーン %1@TYPE が保持するとおりに）。%2 種別をダブルクリックすると探索します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot compare them: %1.</source>
        <translation>比較できません：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No type is predicted to pass.</source>
        <translation>PASS が予測される種別はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ the cheapest predicted system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its cheapest predicted PASS, then W).</source>
        <translation>★ 最も安価な予測システム：&lt;b&gt;%1&lt;/b&gt;（最も安価な予測 PASS での €/h、次に W の順）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out: %1.</source>
        <translation>除外：%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ★ cheapest</source>
        <translation> ★ 最安</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (shown)</source>
        <translation>（表示中）</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierDocument</name>
    <message>
        <location filename="../ui/documents/frontierdocument.cpp" line="+40"/>
        <source>&lt;p&gt;&lt;b&gt;Binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;律速リソース&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;隣接 FAIL 状態&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</source>
        <translation>%1 を %2 に削減 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (inferred from a failing run above it)</source>
        <translation>（上位の FAIL 実行から推論）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;&lt;b&gt;%1 runs&lt;/b&gt;, %2 PASS state(s) kept from the base search&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 回の実行&lt;/b&gt;、ベース探索から PASS 状態を %2 個保持&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Requirement change&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;要件の変化&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Newly binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;新たに律速&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Freed&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;解放&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>adjacent FAIL %1: %2&lt;br&gt;</source>
        <translation>隣接 FAIL %1: %2&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recovers to PASS</source>
        <translation>PASS に回復</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>依然 FAIL</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h3&gt;Campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;キャンペーン %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 physical runs (lower bound %3, ×%4 for the base search)</source>
        <translation>%1 · 物理実行 %2 回（下限 %3、ベース探索の ×%4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>モデル誘導</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>モデルなし</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Minimum PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;最小 PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space passes the contract.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;空間内に契約を満たす状態はありません。&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Frontier&lt;/b&gt; (%1 minimal PASS state(s))&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;フロンティア&lt;/b&gt;（極小 PASS 状態 %1 個）&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Drawn: %1 cells, %2 proven by runs. Hover a cell for details; drag to pan, wheel to zoom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;描画: %1 セル、うち %2 セルは実行で証明済み。セルにカーソルを合わせると詳細を表示します。ドラッグでパン、ホイールでズームします。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Search:</source>
        <translation>探索:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The base search&apos;s frontier, or one intervention&apos;s</source>
        <translation>ベース探索のフロンティア、または 1 つの介入のフロンティア</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This state was not run: its verdict is inferred by monotonicity from a run beside it</source>
        <translation>この状態は実行されていません: 判定は隣接する実行から単調性により推論されています</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>base</source>
        <translation>ベース</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>with %1 (%2)</source>
        <translation>%1 適用（%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;frontier staircase&lt;br&gt;◎ the minimum PASS (cheapest by €/h, then W)&lt;br&gt;✕ adjacent FAIL: the SLO that broke</source>
        <translation>&lt;b&gt;凡例&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;フロンティアの階段&lt;br&gt;◎ 最小 PASS（€/h、次に W で最安）&lt;br&gt;✕ 隣接 FAIL: 違反した SLO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, proven by a run</source>
        <translation>PASS（実行で証明）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS, inferred by monotonicity</source>
        <translation>PASS（単調性により推論）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, proven by a run</source>
        <translation>FAIL（実行で証明）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, inferred by monotonicity</source>
        <translation>FAIL（単調性により推論）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Campaign %1 has no finished report yet: Start (F5) qualifies it, resuming from the runs the project holds.</source>
        <translation>キャンペーン %1 にはまだ完了したレポートがありません: 開始 (F5) で認定します。プロジェクトに保存された実行から再開します。</translation>
    </message>
    <message>
        <location filename="../ui/documents/frontierdocument.h" line="+34"/>
        <source>Frontier %1</source>
        <translation>フロンティア %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierPlot</name>
    <message>
        <location filename="../ui/charts/frontierplot.cpp" line="+126"/>
        <source>No finished report yet: run the campaign to draw its frontier.</source>
        <translation>完了したレポートがまだありません: キャンペーンを実行するとフロンティアを描画します。</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>◎ minimum</source>
        <translation>◎ 最小</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>proven by %n run(s)</source>
        <translation>
            <numerusform>%n 回の実行で証明</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inferred by monotonicity</source>
        <translation>単調性により推論</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
the minimum PASS</source>
        <translation>
最小 PASS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
adjacent FAIL (%1 cut): %2 broke</source>
        <translation>
隣接 FAIL（%1 を削減）: %2 に違反</translation>
    </message>
</context>
<context>
    <name>luma::ui::Heatmap</name>
    <message>
        <location filename="../ui/charts/heatmap.cpp" line="+141"/>
        <source>Nothing to draw.</source>
        <translation>描画するものがありません。</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostPicker</name>
    <message>
        <location filename="../ui/hosts/hostpicker.cpp" line="+16"/>
        <source>Where Start runs the campaign: its own hosts list, this computer, or a saved host (Run &gt; Hosts… adds and tests them)</source>
        <translation>開始でキャンペーンを実行する場所: キャンペーン自身のホストリスト、このコンピュータ、または保存済みホスト（実行 &gt; ホスト… で追加・テストします）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>campaign&apos;s hosts</source>
        <translation>キャンペーンのホスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hosts the campaign file lists (local when it lists none)</source>
        <translation>キャンペーンファイルに記載されたホスト（記載がなければローカル）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer: the agent next to the workbench</source>
        <translation>このコンピュータ: ワークベンチと同じマシン上のエージェント</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsDialog</name>
    <message>
        <location filename="../ui/hosts/hostsdialog.cpp" line="+29"/>
        <source>Hosts</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hosts file is damaged</source>
        <translation>ホストファイルが破損しています</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hosts a campaign can run on (the toolbar&apos;s host picker offers them), saved in %1 — the same list as &lt;code&gt;luma hosts&lt;/code&gt;.</source>
        <translation>キャンペーンを実行できるホスト（ツールバーのホスト選択に表示されます）。%1 に保存され、&lt;code&gt;luma hosts&lt;/code&gt; と同じリストです。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Test</source>
        <translation>テスト(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect, show the host key, install the agent and show what it reports (as luma hosts test)</source>
        <translation>接続してホスト鍵を表示し、エージェントをインストールして、その報告内容を表示します（luma hosts test と同様）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a host</source>
        <translation>ホストを追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu1</source>
        <translation>gpu1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh://[user@]host[:port], ssh://alias or slurm://login-host?partition=…</source>
        <translation>ssh://[user@]host[:port]、ssh://alias または slurm://login-host?partition=…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a host and press Test: it connects off the window&apos;s thread, shows the host key, installs the agent and shows what it reports.</source>
        <translation>ホストを選択してテストを押してください: ウィンドウのスレッド外で接続し、ホスト鍵を表示し、エージェントをインストールして、その報告内容を表示します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel Test</source>
        <translation>テストをキャンセル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop waiting: the connection finishes or times out in the background and its outcome is dropped</source>
        <translation>待機を中止します: 接続はバックグラウンドで完了またはタイムアウトし、その結果は破棄されます</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Accept this host key</source>
        <translation>このホスト鍵を受け入れる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust the key shown and record it in known_hosts (as luma hosts test --accept-new-host-key); compare it with the host&apos;s own first: ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on the host</source>
        <translation>表示された鍵を信頼して known_hosts に記録します（luma hosts test --accept-new-host-key と同様）。先にホスト自身の鍵と照合してください: ホスト上で ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Added %1</source>
        <translation>%1 を追加しました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test connects to it, shows its host key and installs the agent.</source>
        <translation>テストで接続し、ホスト鍵を表示して、エージェントをインストールします。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot remove %1</source>
        <translation>%1 を削除できません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1</source>
        <translation>%1 を削除しました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Its host key stays in known_hosts and its agent install on the host.</source>
        <translation>ホスト鍵は known_hosts に、エージェントのインストールはホスト上に残ります。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Testing %1, accepting its host key…</source>
        <translation>%1 をテスト中（ホスト鍵を受け入れます）…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Testing %1…</source>
        <translation>%1 をテスト中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting, checking the host key, installing the agent and greeting it.</source>
        <translation>接続し、ホスト鍵を確認し、エージェントをインストールして応答を確認しています。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Test of %1 cancelled</source>
        <translation>%1 のテストをキャンセルしました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection ends in the background (at the latest at its connect timeout); what it finds is dropped.</source>
        <translation>接続はバックグラウンドで終了します（遅くとも接続タイムアウト時）。取得した結果は破棄されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host key %1</source>
        <translation>ホスト鍵 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The agent runs on this computer.</source>
        <translation>エージェントはこのコンピュータ上で動作します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its agent install was reused.</source>
        <translation>既存のエージェントのインストールを再利用しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The agent was deployed.</source>
        <translation>エージェントを配置しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host key accepted and recorded in %1. </source>
        <translation>ホスト鍵を受け入れ、%1 に記録しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sent another host key than the one you accepted</source>
        <translation>%1 が受け入れたものとは異なるホスト鍵を送信しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You accepted %1 but the new connection was made with %2, now recorded in %3. Remove it (ssh-keygen -R) unless you know why the key changed.</source>
        <translation>%1 を受け入れましたが、新しい接続は %2 で確立され、現在 %3 に記録されています。鍵が変更された理由がわからない場合は削除してください (ssh-keygen -R)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: connected, %2</source>
        <translation>%1: 接続済み、%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown host key</source>
        <translation>%1: 不明なホスト鍵</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: host key refused</source>
        <translation>%1: ホスト鍵が拒否されました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: test failed</source>
        <translation>%1: テストに失敗しました</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsModel</name>
    <message>
        <location filename="../ui/hosts/hostsmodel.cpp" line="+16"/>
        <source>this computer (the agent next to the workbench)</source>
        <translation>このコンピュータ（ワークベンチと同じマシン上のエージェント）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>local is built in and cannot be removed</source>
        <translation>local は組み込みのため削除できません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no host in row %1</source>
        <translation>%1 行目にホストがありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no host named &quot;%2&quot; (removed meanwhile?)</source>
        <translation>%1: &quot;%2&quot; という名前のホストはありません（その間に削除されましたか？）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Runs the agent as a child of the workbench</source>
        <translation>エージェントをワークベンチの子プロセスとして実行します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 = %2 (saved in %3)</source>
        <translation>%1 = %2（%3 に保存）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Name</source>
        <translation>名前</translation>
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
        <translation>回復</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>依然 FAIL</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>predictable without a run</source>
        <translation>実行なしで予測可能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 proven cells agree</source>
        <translation>証明済みセル %2 個中 %1 個が一致</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Binding resources by contract shape, accelerator and host</source>
        <translation>契約の形状、アクセラレータ、ホスト別の律速リソース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by</source>
        <translation>分類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>broke</source>
        <translation>違反</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>campaigns</source>
        <translation>キャンペーン数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>which campaigns</source>
        <translation>対象キャンペーン</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <location line="+3"/>
        <source>runs</source>
        <translation>実行数</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Interventions against adjacent FAILs</source>
        <translation>隣接 FAIL に対する介入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>介入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>state</source>
        <translation>状態</translation>
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
        <translation>FAIL の実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs with it</source>
        <translation>適用した実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model against the evidence: median predicted over measured, per campaign</source>
        <translation>エビデンスに対するモデル: キャンペーンごとの予測/実測の中央値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs compared</source>
        <translation>比較した実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>verdicts differ</source>
        <translation>判定の相違</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>throughput</source>
        <translation>スループット</translation>
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
        <translation>物理実行なしでモデルが予測できるフロンティア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model against every proven cell</source>
        <translation>全証明済みセルに対するモデル</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 campaigns (%2 qualified) in %3, %4 runs with a verdict; %5 runs compared with the model, %6 with another verdict.</source>
        <translation>%3 に %1 件のキャンペーン（うち認定済み %2 件）、判定のある実行 %4 回。モデルと比較した実行 %5 回、うち判定が異なるもの %6 回。</translation>
    </message>
    <message>
        <location filename="../ui/documents/insightsdocument.h" line="+32"/>
        <source>Insights</source>
        <translation>インサイト</translation>
    </message>
</context>
<context>
    <name>luma::ui::LoopRunner</name>
    <message>
        <location filename="../ui/looprunner.cpp" line="+46"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>キャンセルしました: 完了した実行はプロジェクトに保持されます。開始で再開します。</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineDocument</name>
    <message>
        <location filename="../ui/documents/machinedocument.cpp" line="+87"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected nodes and links</source>
        <translation>選択したノードとリンクを削除します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <translation>リンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link the two selected nodes (or Shift+drag from one to the other)</source>
        <translation>選択した 2 つのノードをリンクします（または一方から他方へ Shift+ドラッグ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto-layout</source>
        <translation>自動レイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the nodes in columns by their distance from the accelerator</source>
        <translation>アクセラレータからの距離に応じてノードを列に配置します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom In</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in (Ctrl+wheel, +)</source>
        <translation>拡大 (Ctrl+ホイール、+)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom Out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom out (Ctrl+wheel, -)</source>
        <translation>縮小 (Ctrl+ホイール、-)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole drawing</source>
        <translation>図面全体を表示します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the drawing as PNG or SVG</source>
        <translation>図面を PNG または SVG としてエクスポートします</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ %1: a mixed fleet of %2 replica groups (%3) · `luma predict --machine` splits a Poisson rate across them, `luma fleet` finds the cheapest mix</source>
        <translation>✓ %1: %2 個のレプリカグループからなる混成フリート (%3) · `luma predict --machine` はポアソン到着率をそれらに分配し、`luma fleet` は最も安い組み合わせを見つけます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ %1: %2 × %3, %4 · what `luma predict --machine` reads</source>
        <translation>✓ %1: %2 × %3、%4 · `luma predict --machine` が読み込む内容</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP %1 × PP %2</source>
        <translation>TP %1 × PP %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP auto × PP %1</source>
        <translation>TP 自動 × PP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, served by %1</source>
        <translation>、%1 で提供</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a machine yet: %1</source>
        <translation>まだマシンではありません: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Select two nodes to link (or Shift+drag from one to the other).</source>
        <translation>リンクするノードを 2 つ選択してください（または一方から他方へ Shift+ドラッグ）。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation>未保存: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1: 書き込めません (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save machine</source>
        <translation>マシンを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>luma.machine/1 (*.json)</source>
        <translation>luma.machine/1 (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export machine drawing</source>
        <translation>マシン図面のエクスポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>SVG 画像 (*.svg);;PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Machine %1</source>
        <translation>マシン %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>（無名）</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineGraph</name>
    <message>
        <location filename="../ui/machine/machinegraph.cpp" line="+71"/>
        <source>new machine</source>
        <translation>新規マシン</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>link</source>
        <translation>リンク</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Remove %n items</source>
        <translation>
            <numerusform>%n 個の項目を削除</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move %1</source>
        <translation>%1 を移動</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move %n nodes</source>
        <translation>
            <numerusform>%n 個のノードを移動</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A link joins two different nodes.</source>
        <translation>リンクは異なる 2 つのノードを結びます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 are linked already.</source>
        <translation>%1 と %2 はすでにリンクされています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect %1 to %2</source>
        <translation>%1 を %2 に接続</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node has id &quot;%1&quot;.</source>
        <translation>ID が &quot;%1&quot; のノードはありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a node needs an id</source>
        <translation>%1: ノードには ID が必要です</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set %1 of %2</source>
        <translation>%2 の %1 を設定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No link %1.</source>
        <translation>リンク %1 はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %1 of a link</source>
        <translation>リンクの %1 を設定</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set %1</source>
        <translation>%1 を設定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Auto-layout</source>
        <translation>自動レイアウト</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineInspector</name>
    <message numerus="yes">
        <location filename="../ui/machine/machineinspector.cpp" line="+135"/>
        <source>%n items selected</source>
        <translation>
            <numerusform>%n 個の項目を選択中</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Link %1 — %2</source>
        <translation>リンク %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+36"/>
        <source>Bandwidth (GB/s)</source>
        <translation>帯域幅 (GB/s)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>the nodes&apos; own</source>
        <translation>ノード自身の値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per direction; empty: the link states none</source>
        <translation>方向ごと。空欄: リンクで指定しない</translation>
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
        <translation>リンクがこのノードを参照する名前。名前を変更するとリンクも引き継がれます</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>Type</source>
        <translation>タイプ</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>An accelerator from the hardware catalog</source>
        <translation>ハードウェアカタログのアクセラレータ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count</source>
        <translation>数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many accelerators of this type</source>
        <translation>このタイプのアクセラレータの数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per accelerator (GiB)</source>
        <translation>アクセラレータあたりのメモリ (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (catalog)</source>
        <translation>%1（カタログ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most the part&apos;s own HBM: a partitioned or reserved device</source>
        <translation>最大でそのパーツ本来の HBM まで: パーティション分割または予約されたデバイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit per accelerator (W)</source>
        <translation>アクセラレータあたりの電力上限 (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (TDP)</source>
        <translation>%1 (TDP)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At most the TDP (nvidia-smi -pl)</source>
        <translation>最大で TDP まで (nvidia-smi -pl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per accelerator (€/h)</source>
        <translation>アクセラレータあたりの価格 (€/h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>catalog list price</source>
        <translation>カタログ定価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this fleet pays</source>
        <translation>このフリートで支払う価格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tier</source>
        <translation>階層</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory tier (HBM is the accelerator&apos;s own)</source>
        <translation>ホストメモリ階層（HBM はアクセラレータ自身のもの）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free text: nvlink, pcie-gen5, nvme…</source>
        <translation>自由記述: nvlink, pcie-gen5, nvme…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capacity (GiB)</source>
        <translation>容量 (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The whole tier</source>
        <translation>階層全体</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per direction, per accelerator</source>
        <translation>方向ごと、アクセラレータごと</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power budget (W)</source>
        <translation>電力予算 (W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For the whole machine</source>
        <translation>マシン全体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>For people; the predictor ignores it</source>
        <translation>人間向け。予測器は無視します</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+64"/>
        <source>Machine %1</source>
        <translation>マシン %1</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The machine&apos;s name</source>
        <translation>マシンの名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For people</source>
        <translation>人間向け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tensor parallel</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>auto (widest valid)</source>
        <translation>自動（有効な最大値）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP must split the model&apos;s heads (AWS Neuron pads them instead)</source>
        <translation>TP はモデルのヘッドを分割できる必要があります（AWS Neuron では代わりにパディングします）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel</source>
        <translation>パイプライン並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline stages</source>
        <translation>パイプラインのステージ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max sequences</source>
        <translation>最大シーケンス数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>レプリカあたりの処理中シーケンス数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max batched tokens</source>
        <translation>最大バッチトークン数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per iteration</source>
        <translation>イテレーションあたりのトークン数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill chunk (tokens)</source>
        <translation>プレフィルチャンク（トークン）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up to max batched</source>
        <translation>最大バッチトークン数まで</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill&apos;s chunk</source>
        <translation>チャンク化プレフィルのチャンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill</source>
        <translation>チャンク化プレフィル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (true)</source>
        <translation>デフォルト (true)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether long prompts are prefilled in chunks</source>
        <translation>長いプロンプトをチャンク単位でプレフィルするかどうか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory utilisation</source>
        <translation>GPU メモリ使用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of HBM the runtime may use, in (0, 1]</source>
        <translation>ランタイムが使用できる HBM の割合、(0, 1] の範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV admission</source>
        <translation>KV アドミッション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (reserve)</source>
        <translation>デフォルト (reserve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserve: KV for the whole sequence at admission; incremental: blocks as it grows (vLLM)</source>
        <translation>reserve: 受け入れ時にシーケンス全体の KV を確保。incremental: 伸長に応じてブロックを確保 (vLLM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block (tokens)</source>
        <translation>KV ブロック（トークン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged KV block size</source>
        <translation>ページング KV のブロックサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention data parallel</source>
        <translation>アテンションのデータ並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (false)</source>
        <translation>デフォルト (false)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention replicated per data-parallel rank</source>
        <translation>データ並列ランクごとにアテンションを複製</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>default (the part&apos;s derating)</source>
        <translation>デフォルト (部品のディレーティング)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The serving stack: where the catalog has its own derating for the accelerator, the machine runs at it (luma catalog --json, derating.stacks)</source>
        <translation>サービングスタック: カタログにそのアクセラレータ用の独自ディレーティングがある場合、マシンはそれで動作します (luma catalog --json, derating.stacks)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serving stack</source>
        <translation>サービングスタック</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachinePalette</name>
    <message>
        <location filename="../ui/machine/machinepalette.cpp" line="+23"/>
        <source>Drag a card onto the canvas to add it; double-click adds it in the middle</source>
        <translation>カードをキャンバスにドラッグして追加します。ダブルクリックで中央に追加します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2): drag onto the canvas</source>
        <translation>%1 (%2): キャンバスにドラッグ</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineView</name>
    <message>
        <location filename="../ui/machine/machineview.cpp" line="+24"/>
        <source>Drag cards from the palette; Shift+drag from a node to another links them; Ctrl+wheel or +/- zooms, the middle button or Space+drag pans, 0 fits the drawing</source>
        <translation>パレットからカードをドラッグします。ノードから別のノードへ Shift+ドラッグでリンクします。Ctrl+ホイールまたは +/- でズーム、中ボタンまたは Space+ドラッグでパン、0 で全体表示します</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Drag an accelerator from the palette to start the machine,
then memory, interconnect, storage and power; Shift+drag between nodes to link them.</source>
        <translation>パレットからアクセラレータをドラッグしてマシンを作り始め、
次にメモリ、インターコネクト、ストレージ、電源を追加します。ノード間を Shift+ドラッグでリンクします。</translation>
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
        <translation>プロジェクトを開く (Ctrl+O) か作成します (Ctrl+Shift+N)。キャンペーンまたは契約ファイルを開きます (Ctrl+Shift+O)。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent &amp;Projects</source>
        <translation>最近のプロジェクト(&amp;P)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>host:</source>
        <translation>ホスト:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Campaigns run on their own hosts</source>
        <translation>キャンペーンはそれぞれのホストで実行されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaigns run on %1</source>
        <translation>キャンペーンは %1 で実行されます</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Kept the current project: a document is still open.</source>
        <translation>現在のプロジェクトを維持しました: ドキュメントがまだ開いています。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>LUMA Workbench — %1</source>
        <translation>LUMA Workbench — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened project %1</source>
        <translation>プロジェクト %1 を開きました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LUMA Workbench — %1 (read-only)</source>
        <translation>LUMA Workbench — %1（読み取り専用）</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../ui/mainwindow_docks.cpp" line="+114"/>
        <source>No campaign selected</source>
        <translation>キャンペーンが選択されていません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs of %1: %2</source>
        <translation>%1 の実行: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · validity gates: %1</source>
        <translation> · 有効性ゲート: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run below the validity gates is invalid: no PASS or FAIL, its state is run again. Gates: %1</source>
        <translation>有効性ゲートを下回る実行は無効です: PASS も FAIL もなく、その状態は再実行されます。ゲート: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 には未保存の変更があります。保存しますか？</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Campaign running</source>
        <translation>キャンペーン実行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is running. Cancel it and close? Finished runs are kept; Start resumes later.</source>
        <translation>%1 を実行中です。キャンセルして閉じますか？ 完了した実行は保持され、後で開始から再開できます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes when the workbench starts again.</source>
        <translation>言語はワークベンチの次回起動時に切り替わります。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no project</source>
        <translation>プロジェクトなし</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 · %n campaign(s)</source>
        <translation>
            <numerusform>%1 · キャンペーン %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>▶ %n campaign(s) running</source>
        <translation>
            <numerusform>▶ %n 件のキャンペーンを実行中</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>idle</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>New project</source>
        <translation>新規プロジェクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>LUMA project (*.luma)</source>
        <translation>LUMA プロジェクト (*.luma)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open project</source>
        <translation>プロジェクトを開く</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open contract or campaign</source>
        <translation>契約またはキャンペーンを開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LUMA specs (*.json)</source>
        <translation>LUMA 仕様 (*.json)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A project records the runs</source>
        <translation>プロジェクトが実行を記録します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create or open a project (*.luma) first: it keeps every run and resumes the campaign.</source>
        <translation>先にプロジェクト (*.luma) を作成するか開いてください: すべての実行を保持し、キャンペーンを再開します。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;Proves how much machine an AI service really needs: the model predicts, the simulator explores, PEX proves, LUMA learns.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3) · QCustomPlot %4 · project schema %5&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;AI サービスが本当に必要とするマシンの規模を証明します: モデルが予測し、シミュレータが探索し、PEX が証明し、LUMA が学習します。&lt;/p&gt;&lt;p&gt;Qt %2（ビルド時 %3） · QCustomPlot %4 · プロジェクトスキーマ %5&lt;/p&gt;&lt;p&gt;GNU General Public License バージョン 3 以降 (GPL-3.0-or-later) の下でライセンスされています。このプログラムは一切無保証です。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_actions.cpp" line="+42"/>
        <source>&amp;New Project…</source>
        <translation>新規プロジェクト(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a project file (*.luma) that records campaigns and their runs</source>
        <translation>キャンペーンとその実行を記録するプロジェクトファイル (*.luma) を作成します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Project…</source>
        <translation>プロジェクトを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a project file (*.luma)</source>
        <translation>プロジェクトファイル (*.luma) を開きます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Contract, Machine or Campaign…</source>
        <translation>契約、マシン、キャンペーンを開く(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a luma.contract/1, luma.machine/1 or luma.campaign/1 file</source>
        <translation>luma.contract/1、luma.machine/1、luma.campaign/1 ファイルを開きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Con&amp;tract</source>
        <translation>新規契約(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a new contract with a live prediction</source>
        <translation>ライブ予測付きで新しい契約を作成します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Machine</source>
        <translation>新規マシン(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a machine-state graph from the hardware catalog</source>
        <translation>ハードウェアカタログからマシン状態グラフを作成します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Image…</source>
        <translation>画像のエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the current drawing as PNG or SVG</source>
        <translation>現在の図面を PNG または SVG としてエクスポートします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Report…</source>
        <translation>レポートのエクスポート(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the campaign&apos;s customer report (PDF or self-contained HTML)</source>
        <translation>キャンペーンの顧客向けレポート（PDF または単一ファイル HTML）を書き出します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the current document</source>
        <translation>現在のドキュメントを保存します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current document to another file</source>
        <translation>現在のドキュメントを別のファイルに保存します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Tab</source>
        <translation>タブを閉じる(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the current document</source>
        <translation>現在のドキュメントを閉じます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit the workbench</source>
        <translation>ワークベンチを終了します</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo the last edit</source>
        <translation>最後の編集を元に戻します</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo the last undone edit</source>
        <translation>最後に元に戻した編集をやり直します</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cut the selection</source>
        <translation>選択範囲を切り取ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selection</source>
        <translation>選択範囲をコピーします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paste into the focused field</source>
        <translation>フォーカスのあるフィールドに貼り付けます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find in Runs</source>
        <translation>実行を検索(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter the runs table</source>
        <translation>実行テーブルを絞り込みます</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Start Qualification</source>
        <translation>認定を開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualify the current campaign on its hosts; resumes from the runs the project holds</source>
        <translation>現在のキャンペーンをそのホストで認定します。プロジェクトに保存された実行から再開します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel Qualification</source>
        <translation>認定をキャンセル(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running run on its agent; finished runs are kept</source>
        <translation>エージェント上で実行中の実行を停止します。完了した実行は保持されます</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tune on This Machine…</source>
        <translation>このマシンでチューニング(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service for the machine: rank a choices file&apos;s configurations on the current campaign&apos;s machine with the model, and prove the decision-changing few</source>
        <translation>マシンに合わせたサービス: 選択肢ファイルの構成を現在のキャンペーンのマシン上でモデルによりランク付けし、判定を左右する少数の構成を証明します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co-&amp;design…</source>
        <translation>コデザイン(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate PEX and tune on the current campaign with a choices file until neither moves</source>
        <translation>選択肢ファイルを使い、現在のキャンペーンで PEX とチューニングをどちらも変化しなくなるまで交互に実行します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hosts…</source>
        <translation>ホスト(&amp;H)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add, remove and test the hosts a campaign can run on</source>
        <translation>キャンペーンを実行できるホストを追加、削除、テストします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Frontier</source>
        <translation>フロンティアを表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the current campaign&apos;s frontier</source>
        <translation>現在のキャンペーンのフロンティアを描画します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intervention &amp;Matrix</source>
        <translation>介入マトリクス(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s interventions against its resources: how each moves the minimum requirement</source>
        <translation>現在のキャンペーンの介入とリソースの対応: 各介入が最小要件をどう変えるか</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;xplore Predictions</source>
        <translation>予測の探索(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The predicted verdict over the current campaign&apos;s space, two resources at a time</source>
        <translation>現在のキャンペーンの空間における予測判定（2 つのリソースずつ表示）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Insights</source>
        <translation>インサイト(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the project&apos;s campaigns show together: recurring binding resources, recovering interventions, the model against the evidence</source>
        <translation>プロジェクトのキャンペーン全体から見えること: 繰り返し現れる律速リソース、回復をもたらす介入、エビデンスに対するモデルの精度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Present</source>
        <translation>プレゼンテーション(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s PEX story full screen, for a meeting: arrow keys step, E shows a slide&apos;s evidence, Esc leaves</source>
        <translation>現在のキャンペーンの PEX の経緯を会議用に全画面表示します: 矢印キーで進み、E でスライドのエビデンスを表示、Esc で終了します</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Calibration</source>
        <translation>キャリブレーション(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s runs: predicted against measured, before and after calibration</source>
        <translation>現在のキャンペーンの実行: キャリブレーション前後の予測値と実測値の比較</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dark Theme</source>
        <translation>ダークテーマ(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch between the light and the dark palette</source>
        <translation>ライトパレットとダークパレットを切り替えます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About LUMA Workbench</source>
        <translation>LUMA Workbench について(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Versions and licence</source>
        <translation>バージョンとライセンス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About LUMA Workbench</source>
        <translation>LUMA Workbench について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Qt version in use</source>
        <translation>使用中の Qt のバージョン</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_docks.cpp" line="-84"/>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Double-click a campaign to open it, its frontier to draw it, a contract to see its live prediction</source>
        <translation>キャンペーンをダブルクリックすると開き、フロンティアをダブルクリックすると描画し、契約をダブルクリックするとライブ予測を表示します</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Inspector</source>
        <translation>インスペクタ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a spec or a run to see it here.</source>
        <translation>仕様または実行を選択するとここに表示されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter runs (state, verdict, cause, host…)</source>
        <translation>実行を絞り込み（状態、判定、原因、ホスト…）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the runs whose any column contains this text (Ctrl+F)</source>
        <translation>いずれかの列にこのテキストを含む実行を表示します (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_documents.cpp" line="+42"/>
        <source>Opened contract %1</source>
        <translation>契約 %1 を開きました</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+208"/>
        <location filename="../ui/mainwindow_present.cpp" line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>campaign %1 in %2</source>
        <translation>%2 のキャンペーン %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>machine of %1</source>
        <translation>%1 のマシン</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Opened campaign %1 (%2)</source>
        <translation>キャンペーン %1 を開きました (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../ui/mainwindow_present.cpp" line="+0"/>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Opened machine %1</source>
        <translation>マシン %1 を開きました</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Campaign &quot;%1&quot; has no machine (its workload needs none).</source>
        <translation>キャンペーン &quot;%1&quot; にはマシンがありません（ワークロードがマシンを必要としません）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>machine of campaign %1 in %2</source>
        <translation>%2 のキャンペーン %1 のマシン</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_loops.cpp" line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not a JSON object</source>
        <translation>%1: JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>campaign %1 of %2</source>
        <translation>%2 のキャンペーン %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Tune needs a campaign with a machine: open one (or pick it in the runs table) first.</source>
        <translation>チューニングにはマシンを持つキャンペーンが必要です: 先にキャンペーンを開いてください（または実行テーブルで選択してください）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the contract of %1</source>
        <translation>%1 の契約</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the machine of %1</source>
        <translation>%1 のマシン</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Co-design needs a campaign: open one (or pick it in the runs table) first.</source>
        <translation>コデザインにはキャンペーンが必要です: 先にキャンペーンを開いてください（または実行テーブルで選択してください）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Co-design with choices</source>
        <translation>選択肢を指定してコデザイン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tune with choices</source>
        <translation>選択肢を指定してチューニング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices (*.json);;All files (*)</source>
        <translation>選択肢 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_present.cpp" line="+18"/>
        <source>Presenting %1 (%2 slides)</source>
        <translation>%1 をプレゼンテーション中（%2 スライド）</translation>
    </message>
</context>
<context>
    <name>luma::ui::MarginBars</name>
    <message>
        <location filename="../ui/charts/bars.cpp" line="+102"/>
        <source>The contract states no SLO.</source>
        <translation>契約に SLO が記載されていません。</translation>
    </message>
</context>
<context>
    <name>luma::ui::MatrixDocument</name>
    <message>
        <location filename="../ui/documents/matrixdocument.cpp" line="+70"/>
        <source>newly binding</source>
        <translation>新たに律速</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freed</source>
        <translation>解放</translation>
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
最小 PASS: %1 → %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
no state passes with the intervention: no requirement change</source>
        <translation>
この介入で PASS する状態はありません: 要件の変化なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
no base minimum PASS to compare with</source>
        <translation>
比較対象となるベースの最小 PASS がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
binding: %1 before, %2 after%3</source>
        <translation>
律速: 前 %1、後 %2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (newly binding)</source>
        <translation>（新たに律速）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (freed)</source>
        <translation>（解放）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1: Δ %2 €/h, Δ %3 W; %4 physical run(s); recovers %5 of %6 adjacent FAIL state(s)</source>
        <translation>
%1: Δ %2 €/h、Δ %3 W。物理実行 %4 回。隣接 FAIL 状態 %6 個中 %5 個が回復</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Click to compare the base frontier with this one.</source>
        <translation>
クリックするとベースのフロンティアとこのフロンティアを比較します。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Click a cell to compare the base frontier with that intervention&apos;s</source>
        <translation>セルをクリックするとベースのフロンティアとその介入のフロンティアを比較します</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1 has no finished report yet: qualify it (Start, F5) to see what its interventions change.</source>
        <translation>キャンペーン %1 にはまだ完了したレポートがありません: 介入による変化を見るには認定してください（開始、F5）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No intervention matrix: %1</source>
        <translation>介入マトリクスなし: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;</source>
        <translation>&lt;b&gt;ベースのフロンティア&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The campaign has no interventions: nothing to compare.</source>
        <translation>キャンペーンに介入がありません: 比較するものがありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Intervention matrix · campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;介入マトリクス · キャンペーン %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The campaign has no interventions, so there is no matrix: add interventions to its campaign file to see which change moves the frontier.</source>
        <translation>キャンペーンに介入がないため、マトリクスはありません: どの変更がフロンティアを動かすかを見るには、キャンペーンファイルに介入を追加してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No interventions in campaign %1: nothing changes the minimum requirement.</source>
        <translation>キャンペーン %1 に介入がありません: 最小要件を変えるものはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A cell is the change in the minimum PASS&apos;s requirement of that resource with the intervention (&lt;span style=&apos;color:%1&apos;&gt;■ less needed&lt;/span&gt;, &lt;span style=&apos;color:%2&apos;&gt;■ more needed&lt;/span&gt;); ▲ newly binding, ▼ freed. Click a cell to compare the frontiers below.</source>
        <translation>各セルは、その介入による、そのリソースの最小 PASS 要件の変化です（&lt;span style=&apos;color:%1&apos;&gt;■ 必要量が減少&lt;/span&gt;、&lt;span style=&apos;color:%2&apos;&gt;■ 必要量が増加&lt;/span&gt;）。▲ 新たに律速、▼ 解放。セルをクリックすると下でフロンティアを比較します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;br&gt;A row &quot;move to TYPE&quot; is another accelerator type read as an intervention on this one: its frontier is that type&apos;s own campaign.</source>
        <translation>&lt;br&gt;「move to TYPE」の行は、別のアクセラレータ種別をこの種別への介入として読んだものです。そのフロンティアはその種別自身のキャンペーンです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;&lt;b&gt;No state of the base search passes&lt;/b&gt;: requirement changes cannot be measured against it.</source>
        <translation>&lt;br&gt;&lt;b&gt;ベース探索で PASS する状態はありません&lt;/b&gt;: 要件の変化をベースに対して測定できません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>resource (change in the minimum PASS&apos;s requirement)</source>
        <translation>リソース（最小 PASS 要件の変化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>介入</translation>
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
合格する状態なし：比較する €/h と W がありません</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+42"/>
        <source>minimum PASS %1 · %2 €/h · %3 W</source>
        <translation>最小 PASS %1 · %2 €/h · %3 W</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+43"/>
        <source>no state passes</source>
        <translation>PASS する状態なし</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;ベースのフロンティア&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;With %1&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;%1 適用&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: campaign %2 has no finished report.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：キャンペーン %2 には完了したレポートがありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (campaign %2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（キャンペーン %2）&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location filename="../ui/documents/matrixdocument.h" line="+47"/>
        <source>Matrix %1</source>
        <translation>マトリクス %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::ParetoPlot</name>
    <message>
        <location filename="../ui/charts/paretoplot.cpp" line="+85"/>
        <source>power (W)</source>
        <translation>電力 (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens (lower is cheaper)</source>
        <translation>100 万トークンあたりの €（低いほど安価）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s, every SLO held)</source>
        <translation>グッドプット (req/s、全 SLO を満たす)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No configuration holds the contract: nothing to draw.</source>
        <translation>契約を満たす構成がありません: 描画するものがありません。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>best: %1</source>
        <translation>最良: %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::PredictionPanel</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+21"/>
        <source>SLO margins</source>
        <translation>SLO マージン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative headroom of each stated limit: green passes, red breaks</source>
        <translation>記載された各上限に対する相対的な余裕: 緑は PASS、赤は違反</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory per accelerator</source>
        <translation>アクセラレータあたりのメモリ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Iteration time</source>
        <translation>イテレーション時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of one serving iteration spent on each term at the operating point</source>
        <translation>動作点における 1 回のサービングイテレーションの各項の時間割合</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The predictor&apos;s verdict for this contract on the chosen machine</source>
        <translation>選択したマシン上でのこの契約に対する予測器の判定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The resource that limits the service at its operating point</source>
        <translation>動作点でサービスを制限しているリソース</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The relative uncertainty of the figures, from the accelerator&apos;s derating: the held-out error of a part calibrated on published rows, wider for one that is not. A verdict whose deciding SLO margin lies inside it could go either way.</source>
        <translation>アクセラレータのディレーティングに基づく数値の相対的な不確かさ: 公開データ行でキャリブレーションされたパーツではホールドアウト誤差、そうでないパーツではより広い範囲です。判定を決める SLO マージンがこの範囲内にある場合、判定はどちらにもなり得ます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Service</source>
        <translation>サービス</translation>
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
        <translation>スループット</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Success rate</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Machine cost</source>
        <translation>マシンコスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved</source>
        <translation>転送バイト数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In flight</source>
        <translation>処理中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median</source>
        <translation>最初のトークンまでの時間、中央値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile</source>
        <translation>最初のトークンまでの時間、99 パーセンタイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median</source>
        <translation>出力トークンあたりの時間、中央値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile</source>
        <translation>出力トークンあたりの時間、99 パーセンタイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine</source>
        <translation>マシン全体の毎秒出力トークン数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served</source>
        <translation>処理されたリクエストの割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per million output tokens</source>
        <translation>100 万出力トークンあたりのユーロ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per hour for the machine</source>
        <translation>マシンの 1 時間あたりのユーロ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power drawn at the operating point</source>
        <translation>動作点での消費電力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved per output token</source>
        <translation>出力トークンあたりの転送バイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>レプリカあたりの処理中シーケンス数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor and pipeline parallelism, replicas</source>
        <translation>テンソル並列とパイプライン並列、レプリカ</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>on machine %1 (%2…)</source>
        <translation>マシン %1 上 (%2…)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No prediction</source>
        <translation>予測なし</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Binding: %1</source>
        <translation>律速: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model does not fit this machine&apos;s memory.</source>
        <translation>モデルがこのマシンのメモリに収まりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrivals exceed capacity: queues grow without bound.</source>
        <translation>到着がキャパシティを超えています: キューが際限なく伸びます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine cannot be deployed as configured.</source>
        <translation>このマシンは現在の構成ではデプロイできません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calibrated %1: figures ±%2&#xa0;%</source>
        <translation>%1 はキャリブレーション済み: 数値 ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibrated %1 on its host&apos;s runs: figures ±%2&#xa0;%</source>
        <translation>%1 はホストの実行でキャリブレーション済み: 数値 ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiled %1, not yet calibrated on its runs: figures ±%2&#xa0;%</source>
        <translation>%1 はプロファイル済み、実行でのキャリブレーションは未実施: 数値 ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unverified %1 (neither calibrated nor profiled): figures are estimates</source>
        <translation>%1 は未検証（キャリブレーションもプロファイルも未実施）: 数値は推定値です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a mixture-of-experts model: published rows of other serving stacks run 2-4x apart from its routed experts&apos; fitted rate)</source>
        <translation>（混合エキスパートモデル：他のサービングスタックの公開測定値は、ルーティングされるエキスパートの適合レートから2〜4倍離れています）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the %1 margin (%2%3&#xa0;%) is thin: only a physical run decides</source>
        <translation>。%1 のマージン (%2%3&#xa0;%) が小さいため、物理実行でのみ判定できます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the %1 margin (%2%3&#xa0;%) is inside it: only a physical run decides</source>
        <translation>。%1 のマージン (%2%3&#xa0;%) がこの範囲内にあるため、物理実行でのみ判定できます</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>TP %1 × PP %2, %3 replica(s) of %4 accelerator(s)</source>
        <translation>TP %1 × PP %2、アクセラレータ %4 個のレプリカ %3 個</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head padding: %1</source>
        <translation>ヘッドのパディング: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 against a limit of %2</source>
        <translation>%1（上限 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV used</source>
        <translation>KV 使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV free</source>
        <translation>KV 空き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations</source>
        <translation>活性化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime reserve</source>
        <translation>ランタイム予約</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB per accelerator; KV capacity %2 GiB holds %3 tokens per replica</source>
        <translation>アクセラレータあたり %1 GiB。KV 容量 %2 GiB でレプリカあたり %3 トークンを保持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host link</source>
        <translation>ホストリンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interconnect</source>
        <translation>インターコネクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overhead</source>
        <translation>オーバーヘッド</translation>
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
        <translation>プロジェクトが開かれていません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to present</source>
        <translation>プレゼンテーションするものがありません</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 / %2 · %3</source>
        <translation>%1 / %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · proof: run %1%2 — press E for its evidence</source>
        <translation> · 証明: 実行 %1%2 — E キーでエビデンスを表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and %1 more</source>
        <translation> ほか %1 件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · ← → to step, Esc leaves</source>
        <translation> · ← → で移動、Esc で終了</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>PASS (run)</source>
        <translation>PASS（実行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS (inferred)</source>
        <translation>PASS（推論）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (run)</source>
        <translation>FAIL（実行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (inferred)</source>
        <translation>FAIL（推論）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>minimum PASS</source>
        <translation>最小 PASS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this slide</source>
        <translation>このスライド</translation>
    </message>
</context>
<context>
    <name>luma::ui::ProjectModel</name>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="-170"/>
        <source>Report unreadable</source>
        <translation>レポートを読み取れません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Frontier — minimum PASS %1</source>
        <translation>フロンティア — 最小 PASS %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier — no state passes</source>
        <translation>フロンティア — PASS する状態なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 physical runs; binding: %2</source>
        <translation>物理実行 %1 回、律速: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Runs (%1)</source>
        <translation>実行 (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Campaign %1, spec %2</source>
        <translation>キャンペーン %1、仕様 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>From campaign %1</source>
        <translation>キャンペーン %1 から</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Campaigns</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>契約</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines</source>
        <translation>マシン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spaces</source>
        <translation>空間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosts</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host profiles unreadable</source>
        <translation>ホストプロファイルを読み取れません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Project unreadable</source>
        <translation>プロジェクトを読み取れません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — unreadable</source>
        <translation>%1 — 読み取れません</translation>
    </message>
</context>
<context>
    <name>luma::ui::RunsModel</name>
    <message>
        <location filename="../ui/models/runsmodel.cpp" line="+132"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Intervention</source>
        <translation>介入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>試行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try</source>
        <translation>トライ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>エージェントのビルド</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run&apos;s id in the project</source>
        <translation>プロジェクト内での実行の ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intervention searched (— for the base search)</source>
        <translation>探索した介入（ベース探索は —）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The machine state: one level per resource</source>
        <translation>マシン状態: リソースごとに 1 つのレベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conclusive runs of the same state before this one (repeats inside the noise band)</source>
        <translation>この実行より前の同じ状態の結論の出た実行（ノイズ帯内での繰り返し）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which try of the state and attempt: 2 and up retry a run that gave no evidence</source>
        <translation>状態と試行のうち何回目のトライか: 2 以上はエビデンスが得られなかった実行の再試行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running, finished, error (inconclusive), interrupted, cancelled or invalid (below the gates)</source>
        <translation>running、finished、error（結論なし）、interrupted、cancelled、invalid（ゲート未満）のいずれか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload&apos;s verdict against the contract, or the error code</source>
        <translation>契約に対するワークロードの判定、またはエラーコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SLO that broke, or why the run gave no verdict</source>
        <translation>違反した SLO、または実行で判定が得られなかった理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host as named and as it names itself</source>
        <translation>ホストの登録名と自己申告名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-256 of the agent binary that ran it</source>
        <translation>実行したエージェントバイナリの SHA-256</translation>
    </message>
</context>
<context>
    <name>luma::ui::TelemetryPlot</name>
    <message>
        <location filename="../ui/charts/telemetryplot.cpp" line="+30"/>
        <source>elapsed (s)</source>
        <translation>経過時間 (s)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No run in progress: the running run&apos;s telemetry appears here.</source>
        <translation>実行中の実行はありません: 実行中の実行のテレメトリがここに表示されます。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: waiting for the agent&apos;s first telemetry…</source>
        <translation>%1: エージェントの最初のテレメトリを待っています…</translation>
    </message>
</context>
<context>
    <name>luma::ui::TrajectoryPlot</name>
    <message>
        <location filename="../ui/charts/trajectoryplot.cpp" line="+49"/>
        <source>iteration (PEX, then tune)</source>
        <translation>反復（PEX、次にチューニング）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine: € per hour</source>
        <translation>マシン: 1 時間あたりの €</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s)</source>
        <translation>グッドプット (req/s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No iteration yet: Start runs the loop.</source>
        <translation>反復はまだありません: 開始でループを実行します。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>machine (€/h)</source>
        <translation>マシン (€/h)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>goodput (req/s), measured</source>
        <translation>グッドプット (req/s)、実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s), predicted</source>
        <translation>グッドプット (req/s)、予測</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no binding named</source>
        <translation>律速リソースの指定なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding: %1</source>
        <translation>律速: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>未認定</translation>
    </message>
</context>
<context>
    <name>luma::ui::TuneDocument</name>
    <message>
        <location filename="../ui/documents/tunedocument.cpp" line="+70"/>
        <source>proven (1 run)</source>
        <translation>証明済み（1 回の実行）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>proven (%1 runs)</source>
        <translation>証明済み（%1 回の実行）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Proven: the runs are kept in the project as campaign &quot;%1&quot;.</source>
        <translation>証明完了: 実行はキャンペーン &quot;%1&quot; としてプロジェクトに保持されます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>プロジェクトにキャンペーン &quot;%1&quot; はありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma tune campaign.</source>
        <translation>キャンペーン &quot;%1&quot; は luma tune キャンペーンではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>campaign %1 of %2</source>
        <translation>%2 のキャンペーン %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contract of %1</source>
        <translation>%1 の契約</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine of %1</source>
        <translation>%1 のマシン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choices of %1</source>
        <translation>%1 の選択肢</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Proven earlier: the decision stored with the campaign. Prove again replays the finished runs, it does not repeat them.</source>
        <translation>証明済み: キャンペーンと共に保存された判定です。再度証明すると完了した実行を再生します。実行を繰り返すことはありません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;Choices&lt;/b&gt; (uncheck values to narrow the search)</source>
        <translation>&lt;b&gt;選択肢&lt;/b&gt;（チェックを外して探索を絞り込みます）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most goodput</source>
        <translation>グッドプット最大</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cheapest that holds a rate</source>
        <translation>レートを維持する最安構成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lowest power that holds a rate</source>
        <translation>レートを維持する最低電力構成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: the highest rate at which every SLO and quality floor holds. Cheapest / lowest power: the configuration that holds the rate below for the least € per 1M tokens or W.</source>
        <translation>グッドプット: すべての SLO と品質下限を満たす最高レート。最安 / 最低電力: 下記のレートを維持し、100 万トークンあたりの € または W が最小となる構成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Objective</source>
        <translation>目的</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate to hold</source>
        <translation>維持するレート</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Physical runs in all: the best predicted, the default, and those the model&apos;s band cannot tell from the best</source>
        <translation>物理実行の総数: 予測上の最良、デフォルト、およびモデルの誤差帯では最良と区別できない構成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run budget</source>
        <translation>実行予算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rank</source>
        <translation>ランク付け(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank every checked combination with the model (no run)</source>
        <translation>チェックしたすべての組み合わせをモデルでランク付けします（実行なし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prove on Host</source>
        <translation>ホストで証明(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+107"/>
        <source>Run the decision-changing configurations on the hosts picked in the toolbar</source>
        <translation>判定を左右する構成を、ツールバーで選択したホストで実行します</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted (req/s)</source>
        <translation>予測 (req/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (req/s)</source>
        <translation>実測 (req/s)</translation>
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
        <translation>律速 / 不採用理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration (changes from the default)</source>
        <translation>構成（デフォルトからの変更）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tune %1</source>
        <translation>チューニング %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed choices)</source>
        <translation>（無名の選択肢）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2: %3 configuration(s) checked</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2 上）: %3 個の構成をチェック済み</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the cheapest or lowest-power objective needs a rate to hold</source>
        <translation>最安または最低電力の目的には維持するレートが必要です</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open or create a project: the runs are kept there</source>
        <translation>プロジェクトを開くか作成してください: 実行はそこに保持されます</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranking %1 configuration(s) with the model…</source>
        <translation>%1 個の構成をモデルでランク付けしています…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Predicted by the model: Prove on Host runs the decision-changing few.</source>
        <translation>モデルによる予測です: ホストで証明 を押すと判定を左右する少数の構成を実行します。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Proving on %1 (budget %2 runs)…</source>
        <translation>%1 で証明中（予算 %2 回の実行）…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+37"/>
        <source>predicted</source>
        <translation>予測</translation>
    </message>
    <message>
        <location line="-36"/>
        <source> · Pareto</source>
        <translation> · パレート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the default</source>
        <translation>デフォルト</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click for the evidence of its first run</source>
        <translation>ダブルクリックで最初の実行のエビデンスを表示します</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2 req/s %3</source>
        <translation>%1、%2 req/s %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked %1 configurations with the model; %2 physical run(s).</source>
        <translation>%1 個の構成をモデルでランク付けしました。物理実行 %2 回。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Default&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;デフォルト&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Best&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;最良&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — beats the default beyond the noise band</source>
        <translation> — ノイズ帯を超えてデフォルトを上回ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — not beyond the noise band of the default</source>
        <translation> — デフォルトのノイズ帯を超えていません</translation>
    </message>
</context>
<context>
    <name>luma::ui::TypePages</name>
    <message>
        <location filename="../ui/documents/typepages.cpp" line="+23"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (measured)</source>
        <translation>%1（実測）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (model)</source>
        <translation>%1（モデル）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The accelerator types compared, or one type&apos;s own campaign</source>
        <translation>アクセラレータ種別の比較、または一つの種別自身のキャンペーン</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>minimum PASS</source>
        <translation>最小 PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>律速</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€ per 1M tokens</source>
        <translation>100万トークンあたり €</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>トークンあたり転送 MB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>介入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>requirement change</source>
        <translation>要件の変化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>newly binding</source>
        <translation>新たに律速</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>freed</source>
        <translation>解放</translation>
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
        <translation>隣接 FAIL</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Across types</source>
        <translation>種別の比較</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1</source>
        <translation>キャンペーン %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h3&gt;Campaign %1 · accelerator types: %2&lt;/h3&gt;Each type is qualified as a campaign of its own (%1@TYPE) on the hosts of its type. ★ %3</source>
        <translation>&lt;h3&gt;キャンペーン %1 · アクセラレータ種別：%2&lt;/h3&gt;各種別はその種別のホスト上で独自のキャンペーン（%1@TYPE）として認定されます。★ %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No accelerator type qualified.</source>
        <translation>認定されたアクセラレータ種別はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest qualified system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its minimum PASS, then W).</source>
        <translation>最も安価な認定システム：&lt;b&gt;%1&lt;/b&gt;（最小 PASS での €/h、次に W の順）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ★ cheapest</source>
        <translation> ★ 最安</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not qualified: %1</source>
        <translation>未認定：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No type qualified, or only one type: no move between types to compare.</source>
        <translation>認定された種別がないか、種別が一つだけです：比較する種別間の移行はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Moving from %1 to another type&lt;/h3&gt;Each other type read as an intervention on %1&apos;s minimum PASS: what it frees, what newly binds, the €/h and W deltas, and how many of %1&apos;s adjacent FAIL states pass on it. The matrix view holds these rows beside the interventions.</source>
        <translation>&lt;h3&gt;%1 から別の種別への移行&lt;/h3&gt;他の各種別を %1 の最小 PASS への介入として読んだもの：何を解放し、何が新たに律速となるか、€/h と W の差、そして %1 の隣接 FAIL 状態のうちいくつがその種別で合格するか。マトリクス表示では、これらの行が介入の横に並びます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2 pass</source>
        <translation>%2 件中 %1 件合格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no state passes</source>
        <translation>合格する状態なし</translation>
    </message>
</context>
</TS>
