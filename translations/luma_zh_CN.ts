<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+57"/>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success rate</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quality</source>
        <translation>质量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/models/frontiergrid.cpp" line="+38"/>
        <source>other dimensions fixed at %1</source>
        <translation>其他维度固定为 %1</translation>
    </message>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="+63"/>
        <source>%1 — %2 states</source>
        <translation>%1 — %2 个状态</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>  · 1 run</source>
        <translation>  · 1 次运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>  · %1 runs</source>
        <translation>  · %1 次运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved host profile %1 (luma hosts add)</source>
        <translation>已保存的主机配置 %1（luma hosts add）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used by campaign %1</source>
        <translation>被测试活动 %1 使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs ran on %1</source>
        <translation>运行在 %1 上执行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open Run › Hosts… and test it</source>
        <translation>双击打开“运行 › 主机…”并测试</translation>
    </message>
    <message>
        <location filename="../ui/reportexport.cpp" line="+25"/>
        <source>%1: cannot write the PDF: %2</source>
        <translation>%1：无法写入 PDF：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: cannot write the report: %2</source>
        <translation>%1：无法写入报告：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open a project and select one of its campaigns first.</source>
        <translation>请先打开一个项目并选择其中的测试活动。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF report (*.pdf);;Self-contained HTML report (*.html)</source>
        <translation>PDF 报告 (*.pdf);;自包含 HTML 报告 (*.html)</translation>
    </message>
</context>
<context>
    <name>exportScene</name>
    <message>
        <location filename="../ui/machine/sceneexport.cpp" line="+21"/>
        <source>unknown image format &quot;%1&quot;; known: png, svg</source>
        <translation>未知图像格式 &quot;%1&quot;；支持：png、svg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the drawing is empty</source>
        <translation>图形为空</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write the PNG</source>
        <translation>无法写入 PNG</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write the SVG</source>
        <translation>无法写入 SVG</translation>
    </message>
</context>
<context>
    <name>luma::ui</name>
    <message>
        <location filename="../ui/documents/explorecalibration.cpp" line="+20"/>
        <source>%1 calibrated on %2 runs, band ±%3 % (luma.calibration/1 %4…)</source>
        <translation>%1 基于 %2 次运行校准，误差带 ±%3 %（luma.calibration/1 %4…）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibration %1 (the workbench&apos;s --calibration): %2</source>
        <translation>校准 %1（工作台的 --calibration）：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 does not calibrate %2)</source>
        <translation>（%1 未校准 %2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> (the campaign&apos;s latest calibration, after %1, predicts its held-out runs worse than its start: the campaign did not take it, nor does this view)</source>
        <translation>（该测试活动在 %1 之后的最新校准对其留出运行的预测比起始时更差：测试活动未采用它，本视图也不采用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>the base search</source>
        <translation>基础搜索</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the campaign&apos;s runs (after %1)</source>
        <translation>该测试活动的运行（%1 之后）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>qualify --calibration %1</source>
        <translation>qualify --calibration %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration from %1%2: %3</source>
        <translation>校准来自 %1%2：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (its calibration decision cannot be read: %1)</source>
        <translation>（无法读取其校准决策：%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncalibrated%1: %2.</source>
        <translation>未校准%1：%2。</translation>
    </message>
    <message>
        <location filename="../ui/hosts/hostreport.cpp" line="+34"/>
        <source>luma-agent %1 (build %2)</source>
        <translation>luma-agent %1（构建 %2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to</source>
        <translation>已连接到</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
(new: accepted and recorded in %1)</source>
        <translation>
（新密钥：已接受并记录在 %1 中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
(known, in %1)</source>
        <translation>
（已知，位于 %1 中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key</source>
        <translation>主机密钥</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install</source>
        <translation>安装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reused: %1 (checked in %2)</source>
        <translation>复用：%1（检查耗时 %2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>deployed: %1 (uploaded and checked in %2)</source>
        <translation>已部署：%1（上传并检查耗时 %2）</translation>
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
        <translation>未打开项目。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The campaign has no machine or no model: there is no prediction to calibrate.</source>
        <translation>该测试活动没有机器或模型：没有可校准的预测。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The figure plotted: predicted against what each run measured</source>
        <translation>所绘图形：预测值与每次运行的实测值对比</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Comparing the campaign&apos;s runs with the model…</source>
        <translation>正在将测试活动的运行与模型比较…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot show the calibration of %1:
%2</source>
        <translation>无法显示 %1 的校准：
%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>before: the campaign&apos;s own derating</source>
        <translation>校准前：测试活动自身的降额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after: the calibration</source>
        <translation>校准后：校准结果</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 runs, one point each</source>
        <translation>%1 次运行，每次一个点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;metric&lt;/th&gt;&lt;th&gt;runs&lt;/th&gt;&lt;th&gt;median before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;th&gt;mean before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;指标&lt;/th&gt;&lt;th&gt;运行&lt;/th&gt;&lt;th&gt;校准前中位数&lt;/th&gt;&lt;th&gt;校准后&lt;/th&gt;&lt;th&gt;校准前均值&lt;/th&gt;&lt;th&gt;校准后&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (not fitted)</source>
        <translation>（未拟合）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;derating&lt;/th&gt;&lt;th&gt;before&lt;/th&gt;&lt;th&gt;after&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;2&apos;&gt;&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;降额&lt;/th&gt;&lt;th&gt;校准前&lt;/th&gt;&lt;th&gt;校准后&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;Calibration of %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 的校准&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;So a calibration is fitted here on the campaign&apos;s %1 comparable runs, %2-fold cross-validated, as &lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; fits it (not stored): band ±%3 %.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;因此，这里基于该测试活动的 %1 次可比运行拟合校准，采用 %2 折交叉验证，与 &lt;tt&gt;luma calibrate --campaign&lt;/tt&gt; 的拟合方式相同（不保存）：误差带 ±%3 %。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;Held-out error&lt;/b&gt; (|predicted − measured| / measured on runs each fit did not see, compared with the %1 model)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;留出误差&lt;/b&gt;（在每次拟合未见过的运行上计算 |预测 − 实测| / 实测，并与 %1 模型比较）&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Rests on&lt;/b&gt; runs %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;依据&lt;/b&gt;运行 %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Plotted&lt;/b&gt;: %1 runs of the campaign, one point each, before (×) and after (○) calibration; on the dashed line a prediction equals its run. Points for the runs a calibration rests on are in-sample: its held-out errors are in the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;绘图&lt;/b&gt;：该测试活动的 %1 次运行，每次一个点，分别为校准前 (×) 和校准后 (○)；位于虚线上的点表示预测等于实测。校准所依据的运行点属于样本内：其留出误差见表格。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Left out&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;未纳入&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../ui/documents/calibrationdocument.h" line="+38"/>
        <source>Calibration %1</source>
        <translation>校准 %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CalibrationPlot</name>
    <message>
        <location filename="../ui/documents/calibrationplot.cpp" line="+74"/>
        <source>No run measured %1.</source>
        <translation>没有运行测得 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>predicted = measured</source>
        <translation>预测 = 实测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured %1 (the proof)</source>
        <translation>实测 %1（证明）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted %1</source>
        <translation>预测 %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignDocument</name>
    <message>
        <location filename="../ui/documents/campaigndocument.cpp" line="+56"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qualify the campaign on its hosts (F5); resumes from the runs the project holds</source>
        <translation>在测试活动的主机上进行鉴定 (F5)；从项目已有的运行处继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the running run on its agent and keep every finished run (Shift+F5)</source>
        <translation>在代理上停止正在进行的运行，并保留所有已完成的运行 (Shift+F5)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No host of the pool can realise some states of %1 (a run of one stops the campaign): %2</source>
        <translation>池中没有主机能实现 %1 的某些状态（运行其中任何一个都会停止该活动）：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no host of the pool can realise these states:</source>
        <translation>%1：池中没有主机能实现这些状态：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Decided states</source>
        <translation>已判定状态</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Telemetry of the running run</source>
        <translation>正在进行的运行的遥测</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Searching with intervention %1 (%2): %3 PASS state(s) kept from the base search</source>
        <translation>使用干预 %1 (%2) 搜索：从基础搜索保留 %3 个 PASS 状态</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>attempt %1, try %2</source>
        <translation>第 %1 次尝试，第 %2 次重试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt %1</source>
        <translation>第 %1 次尝试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running %1, %2 on %3</source>
        <translation>正在运行 %1，%2，位于 %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is running; its workload streams no numeric telemetry.</source>
        <translation>%1 正在运行；其工作负载不输出数值遥测。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, from the project</source>
        <translation>，来自项目</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+67"/>
        <source>Campaign %1</source>
        <translation>测试活动 %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The stored campaign does not load to the same spec (hash %1, stored %2): open its campaign file to run it.</source>
        <translation>存储的测试活动加载后与规格不一致（哈希 %1，存储值 %2）：请打开其测试活动文件来运行。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qualified earlier: the report is in the project (F6 draws the frontier). Start again replays the finished runs, it does not repeat them.</source>
        <translation>已于早前完成鉴定：报告保存在项目中（F6 绘制前沿）。再次开始会重放已完成的运行，而不会重复执行。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&lt;b&gt;Contract&lt;/b&gt; %1 · &lt;b&gt;machine&lt;/b&gt; %2 · &lt;b&gt;workload&lt;/b&gt; %3 · &lt;b&gt;hosts&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; %5 — %6 states&lt;br&gt;&lt;b&gt;Interventions&lt;/b&gt; %7 · &lt;b&gt;search&lt;/b&gt; %8, noise band %9</source>
        <translation>&lt;b&gt;合约&lt;/b&gt; %1 · &lt;b&gt;机器&lt;/b&gt; %2 · &lt;b&gt;工作负载&lt;/b&gt; %3 · &lt;b&gt;主机&lt;/b&gt; %4&lt;br&gt;&lt;b&gt;空间&lt;/b&gt; %5 — %6 个状态&lt;br&gt;&lt;b&gt;干预&lt;/b&gt; %7 · &lt;b&gt;搜索&lt;/b&gt; %8，噪声带 %9</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>模型引导</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
spec SHA-256 %2</source>
        <translation>%1
规格 SHA-256 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready. Start qualifies the campaign on %1.</source>
        <translation>就绪。“开始”将在 %1 上鉴定该测试活动。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open or create a project first: it records every run (File ▸ New Project).</source>
        <translation>请先打开或创建项目：项目记录每次运行（文件 ▸ 新建项目）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Starting the agent…</source>
        <translation>正在启动代理…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualifying %1 into %2</source>
        <translation>正在鉴定 %1，写入 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling: the agent stops the running run…</source>
        <translation>正在取消：代理正在停止当前运行…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qualified: the report is stored in the project; the frontier is drawn.</source>
        <translation>已鉴定：报告已保存在项目中；前沿已绘制。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>States decided: %1 (%2 PASS, %3 FAIL)</source>
        <translation>已判定状态：%1（%2 个 PASS，%3 个 FAIL）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · runs this session: %1</source>
        <translation> · 本次会话运行：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · replayed from the project: %1</source>
        <translation> · 从项目重放：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · inconclusive: %1</source>
        <translation> · 无结论：%1</translation>
    </message>
</context>
<context>
    <name>luma::ui::CampaignRunner</name>
    <message>
        <location filename="../ui/campaignrunner.cpp" line="+75"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>已取消：已完成的运行保留在项目中；“开始”可继续。</translation>
    </message>
</context>
<context>
    <name>luma::ui::ChoicesForm</name>
    <message>
        <location filename="../ui/documents/choicesform.cpp" line="+41"/>
        <source>Knob / value</source>
        <translation>调节项 / 取值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
</context>
<context>
    <name>luma::ui::CodesignDocument</name>
    <message>
        <location filename="../ui/documents/codesigndocument.cpp" line="+81"/>
        <source>The loop ended; its trajectory is kept in the project as campaign &quot;%1&quot;.</source>
        <translation>循环已结束；其轨迹作为测试活动 &quot;%1&quot; 保存在项目中。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma codesign loop.</source>
        <translation>测试活动 &quot;%1&quot; 不是 luma 协同设计循环。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>campaign %1 of %2</source>
        <translation>%2 的测试活动 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the campaign of %1</source>
        <translation>%1 的测试活动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the choices of %1</source>
        <translation>%1 的选项</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Run earlier: the trajectory stored with the loop. Start again replays every finished step, it does not repeat a run.</source>
        <translation>已于早前运行：轨迹随循环保存。再次开始会重放每个已完成的步骤，而不会重复运行。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run budget</source>
        <translation>运行预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical runs in all, PEX and tune steps, every start&apos;s together</source>
        <translation>物理运行总数，包括 PEX 和调优步骤，所有启动合计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Loop</source>
        <translation>开始循环(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Configuration (changes from the start&apos;s)</source>
        <translation>配置（相对起始配置的变更）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum PASS state</source>
        <translation>最小 PASS 状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goodput (req/s)</source>
        <translation>有效吞吐量 (req/s)</translation>
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
        <translation>瓶颈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final</source>
        <translation>最终</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final / start</source>
        <translation>最终 / 起始</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Co-design %1</source>
        <translation>协同设计 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed campaign)</source>
        <translation>（未命名测试活动）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: PEX finds the minimum machine for %2&apos;s configuration, tune the best configuration of &lt;b&gt;%3&lt;/b&gt; (%4 combinations) on it, until neither moves.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：PEX 为 %2 的配置找出最小机器，调优在其上找出 &lt;b&gt;%3&lt;/b&gt; 的最佳配置（%4 种组合），直至两者都不再变化。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the loop on the hosts picked in the toolbar (the campaign&apos;s own when none is picked); resumes from the steps the project holds</source>
        <translation>在工具栏选定的主机上运行循环（未选定时使用测试活动自身的主机）；从项目已有的步骤处继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open or create a project: the loop&apos;s steps are kept there</source>
        <translation>请打开或创建项目：循环的步骤保存在其中</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Running the loop (budget %1 runs)…</source>
        <translation>正在运行循环（预算 %1 次运行）…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 after %2 iteration(s) and %3 physical run(s): %4</source>
        <translation>经过 %2 次迭代和 %3 次物理运行后%1：%4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converged</source>
        <translation>已收敛</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not converged</source>
        <translation>未收敛</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>tune moves (%1 req/s)</source>
        <translation>调优改变（%1 req/s）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stays</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the start&apos;s</source>
        <translation>起始配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>未鉴定</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>goodput (req/s)</source>
        <translation>有效吞吐量 (req/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per hour</source>
        <translation>每小时费用 (€)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>每 1M token 费用 (€)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes moved per token</source>
        <translation>每 token 传输字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine state</source>
        <translation>机器状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> (measured)</source>
        <translation>（实测）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (predicted)</source>
        <translation>（预测）</translation>
    </message>
</context>
<context>
    <name>luma::ui::ContractDocument</name>
    <message>
        <location filename="../ui/documents/contractdocument.cpp" line="+120"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Predict on</source>
        <translation>预测基于</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>SHA-256 of the canonical JSON, the model config included: what every run records</source>
        <translation>规范 JSON 的 SHA-256，包含模型配置：每次运行都会记录</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hash</source>
        <translation>哈希</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a luma.machine/1 file</source>
        <translation>luma.machine/1 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Choose the machine the prediction runs against</source>
        <translation>选择预测所针对的机器</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>LUMA machine (*.json)</source>
        <translation>LUMA 机器 (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The machine state the live prediction uses (not saved in the contract)</source>
        <translation>实时预测所用的机器状态（不保存在合约中）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a Hugging Face config.json (drop one here)</source>
        <translation>Hugging Face config.json（拖放到此处）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a Hugging Face config.json</source>
        <translation>选择 Hugging Face config.json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model config</source>
        <translation>模型配置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 配置 (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.hf_config: a path to the model&apos;s config.json (relative to the contract) or the config inline</source>
        <translation>model.hf_config：模型 config.json 的路径（相对于合约）或内联配置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shape</source>
        <translation>形态</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Contract %1</source>
        <translation>合约 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>— (fix the marked field)</source>
        <translation>—（请修正标记的字段）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 parameters, %3 active per token · KV %4 per token at %5 · %6 layers, hidden %7, %8 heads (%9 KV)</source>
        <translation>%1 · %2 参数，每 token 激活 %3 · 按 %5 计每 token KV %4 · %6 层，隐藏维度 %7，%8 个头（%9 个 KV 头）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> · %1 of %2 experts routed</source>
        <translation> · 从 %2 个专家中路由 %1 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model: a model-free contract (command campaigns).</source>
        <translation>无模型：无模型合约（命令式测试活动）。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1：无法读取文件：%2</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: cannot write the contract: %2</source>
        <translation>%1：无法写入合约：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save contract</source>
        <translation>保存合约</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LUMA contract (*.json)</source>
        <translation>LUMA 合约 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/documents/contractfields.cpp" line="+15"/>
        <source>Contract</source>
        <translation>合约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service-level objectives (empty: none)</source>
        <translation>服务级别目标（留空：无）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Economics (empty: none)</source>
        <translation>经济性（留空：无）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract&apos;s name (name)</source>
        <translation>合约的名称 (name)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free text, kept in the file (description)</source>
        <translation>自由文本，保存在文件中 (description)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored weight format (precision.weights)</source>
        <translation>存储的权重格式 (precision.weights)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV-cache element format (precision.kv_cache)</source>
        <translation>KV 缓存的元素格式 (precision.kv_cache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Math format of the activations (precision.activations)</source>
        <translation>激活的计算格式 (precision.activations)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Prompt length per request (workload.input_tokens)</source>
        <translation>每个请求的提示长度 (workload.input_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated tokens per request (workload.output_tokens)</source>
        <translation>每个请求生成的 token 数 (workload.output_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrival</source>
        <translation>到达</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline: all requests queued at t=0; poisson: a request rate; closed: a fixed concurrency</source>
        <translation>offline：所有请求在 t=0 时排队；poisson：请求速率；closed：固定并发数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>requests</source>
        <translation>个请求</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Requests in one experiment (workload.arrival.requests)</source>
        <translation>一次实验中的请求数 (workload.arrival.requests)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson arrival rate (workload.arrival.rate_rps)</source>
        <translation>泊松到达速率 (workload.arrival.rate_rps)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests in flight in a closed loop (workload.arrival.concurrency)</source>
        <translation>闭环中正在处理的请求数 (workload.arrival.concurrency)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TTFT p50 ≤</source>
        <translation>TTFT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median (slo.ttft_ms_p50)</source>
        <translation>首个 token 时间，中位数 (slo.ttft_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTFT p99 ≤</source>
        <translation>TTFT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile (slo.ttft_ms_p99)</source>
        <translation>首个 token 时间，第 99 百分位 (slo.ttft_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TPOT p50 ≤</source>
        <translation>TPOT p50 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median (slo.tpot_ms_p50)</source>
        <translation>每个输出 token 的时间，中位数 (slo.tpot_ms_p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT p99 ≤</source>
        <translation>TPOT p99 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile (slo.tpot_ms_p99)</source>
        <translation>每个输出 token 的时间，第 99 百分位 (slo.tpot_ms_p99)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput ≥</source>
        <translation>吞吐量 ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine (slo.throughput_tok_s_min)</source>
        <translation>整机每秒输出 token 数 (slo.throughput_tok_s_min)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Success rate ≥</source>
        <translation>成功率 ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served, in (0, 1] (slo.success_rate_min)</source>
        <translation>已服务请求的比例，范围 (0, 1] (slo.success_rate_min)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost ≤</source>
        <translation>成本 ≤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Euros per million output tokens (economics.eur_per_mtok_max)</source>
        <translation>每百万输出 token 的欧元 (economics.eur_per_mtok_max)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power ≤</source>
        <translation>功率 ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power of the whole machine (economics.watts_max)</source>
        <translation>整机功率 (economics.watts_max)</translation>
    </message>
</context>
<context>
    <name>luma::ui::DecidedStatesModel</name>
    <message>
        <location filename="../ui/models/decidedstatesmodel.cpp" line="+70"/>
        <source>base</source>
        <translation>基础</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>运行</translation>
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
        <translation>各指标与合约 SLO 的对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>limit</source>
        <translation>限值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>裕量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enforcement mechanisms the agent reported</source>
        <translation>代理报告的约束机制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mechanism</source>
        <translation>机制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hashes</source>
        <translation>哈希</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No project is open.</source>
        <translation>未打开项目。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign %1 holds no run %2.</source>
        <translation>测试活动 %1 中没有运行 %2。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>RUNNING</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO VERDICT</source>
        <translation>无判定</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>none (the base search)</source>
        <translation>无（基础搜索）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h2&gt;Run %1 · campaign %2&lt;/h2&gt;%3</source>
        <translation>&lt;h2&gt;运行 %1 · 测试活动 %2&lt;/h2&gt;%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervention</source>
        <translation>干预</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>尝试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (retry of a run that gave no evidence)</source>
        <translation>%1（重试一次未产生证据的运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
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
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>代理构建</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 later)</source>
        <translation>%1（%2 之后）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workload wall time</source>
        <translation>工作负载耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Agent error</source>
        <translation>代理错误</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (no value)</source>
        <translation>无（无值）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in the contract</source>
        <translation>合约中为 %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No SLO was judged: the run ended without a result against the contract.</source>
        <translation>未判定任何 SLO：运行结束时没有针对合约的结果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All measured metrics: %1</source>
        <translation>所有实测指标：%1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>none reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>campaign</source>
        <translation>测试活动</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>干预</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent build</source>
        <translation>代理构建</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../ui/documents/evidencedocument.h" line="+46"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Run %1 stored no telemetry.</source>
        <translation>运行 %1 未存储遥测。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Run %1 streamed %n event(s), none with numbers to plot.</source>
        <translation>
            <numerusform>运行 %1 输出了 %n 个事件，均无可绘制的数值。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no verdict</source>
        <translation>无判定</translation>
    </message>
</context>
<context>
    <name>luma::ui::ExploreDocument</name>
    <message>
        <location filename="../ui/documents/exploredocument.cpp" line="+62"/>
        <source>No project is open.</source>
        <translation>未打开项目。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Nothing to explore: the space has no dimensions.</source>
        <translation>无可探索内容：该空间没有维度。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Across:</source>
        <translation>横轴(&amp;A)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the horizontal axis</source>
        <translation>水平轴上的资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Up:</source>
        <translation>纵轴(&amp;U)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The resource along the vertical axis</source>
        <translation>垂直轴上的资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Intervention:</source>
        <translation>干预(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predict with one of the campaign&apos;s interventions applied</source>
        <translation>应用测试活动的某个干预进行预测</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cannot explore %1:
%2</source>
        <translation>无法探索 %1：
%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 fixed at</source>
        <translation>%1 固定为</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>predicting…</source>
        <translation>正在预测…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The predictor refused this slice:
%1</source>
        <translation>预测器拒绝了此切片：
%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>
◎ cheapest</source>
        <translation>
◎ 最便宜</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2 states on this slice predicted to pass</source>
        <translation>此切片上 %2 个状态中有 %1 个预测通过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Explore %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;探索 %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted by the analytic model for %1%2.</source>
        <translation>由解析模型针对 %1%2 预测。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> with %1</source>
        <translation>，使用 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;&lt;b&gt;The predictor does not model %1&lt;/b&gt;: the cells do not change along it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;预测器未对 %1 建模&lt;/b&gt;：单元格沿该维度不变。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;span style=&apos;color:%1&apos;&gt;%2&lt;/span&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Predicted frontier&lt;/b&gt;: %1 minimal PASS state(s); %2 of %3 states pass.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;预测前沿&lt;/b&gt;：%1 个最小 PASS 状态；%3 个状态中有 %2 个通过。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Cheapest predicted PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · binding %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;预测最便宜的 PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W · 瓶颈 %4&lt;br&gt;TTFT p99 %5 · TPOT p99 %6 · %7&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;相邻 FAIL 状态&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>%1 降至 %2 → &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space is predicted to pass.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;空间中没有预测通过的状态。&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Predicting the frontier…&lt;/p&gt;</source>
        <translation>&lt;p&gt;正在预测前沿…&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;where PASS begins in each column&lt;br&gt;▢ a predicted frontier state (minimal PASS)&lt;br&gt;Hover a cell for its full prediction.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;图例&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;&lt;span style=&apos;color:%4&apos;&gt;━━&lt;/span&gt;&amp;nbsp;每列中 PASS 的起点&lt;br&gt;▢ 预测的前沿状态（最小 PASS）&lt;br&gt;将鼠标悬停在单元格上查看完整预测。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, predicted</source>
        <translation>PASS，预测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, predicted: the SLO that broke, or OOM</source>
        <translation>FAIL，预测：被突破的 SLO，或 OOM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no engine could deploy it</source>
        <translation>没有引擎能部署它</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>
PASS (predicted)</source>
        <translation>
PASS（预测）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: no engine would deploy it: %1</source>
        <translation>
FAIL：没有引擎能部署它：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
FAIL: out of memory (weights %1 of %2 HBM per accelerator)</source>
        <translation>
FAIL：内存不足（权重占每个加速器 %2 HBM 中的 %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
FAIL (predicted): %1 broke</source>
        <translation>
FAIL（预测）：%1 被突破</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
TP %1 · PP %2 · %3 replica(s) · %4 accelerator(s) · binding %5</source>
        <translation>
TP %1 · PP %2 · %3 个副本 · %4 个加速器 · 瓶颈 %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
figures ±%1 % (%2, calibrated)</source>
        <translation>
数值 ±%1 %（%2，已校准）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
figures ±%1 % (%2 is uncalibrated: no published rows)</source>
        <translation>
数值 ±%1 %（%2 未校准：无公开数据行）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — the %1 margin is inside that band: only a physical run decides</source>
        <translation> — %1 裕量在该误差带内：只有物理运行才能判定</translation>
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
吞吐量 %1 · 成功率 %2 %</translation>
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
每加速器内存：权重 %1，KV %2 / %3，激活 %4，共 %5 HBM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
%1: %2 against %3, margin %4 % %5</source>
        <translation>
%1：%2 对比 %3，裕量 %4 % %5</translation>
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
        <translation>项目中没有 %1 的各类型的活动。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the campaigns hold different contracts (%1 and %2)</source>
        <translation>这些活动包含不同的合同（%1 和 %2）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no predicted PASS: %1</source>
        <translation>无预测的 PASS：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cheapest predicted PASS</source>
        <translation>最便宜的预测 PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>约束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens</source>
        <translation>每百万词元 €</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>每词元搬运 MB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>frontier states</source>
        <translation>前沿状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a type to explore its own space</source>
        <translation>双击某一类型以探索其自身的空间</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;Campaign %1 · accelerator types compared by the model&lt;/b&gt; (no run: each type&apos;s own space on its own machine, as its campaign %1@TYPE holds them). %2 Double-click a type to explore it.</source>
        <translation>&lt;b&gt;活动 %1 · 由模型比较的加速器类型&lt;/b&gt;（无运行：每种类型自身的空间在其自身的机器上，如其活动 %1@TYPE 所保存）。%2 双击某一类型以探索它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot compare them: %1.</source>
        <translation>无法比较它们：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No type is predicted to pass.</source>
        <translation>没有类型被预测为 PASS。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ the cheapest predicted system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its cheapest predicted PASS, then W).</source>
        <translation>★ 最便宜的预测系统：&lt;b&gt;%1&lt;/b&gt;（按其最便宜的预测 PASS 的 €/h，其次按 W）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out: %1.</source>
        <translation>已略去：%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ★ cheapest</source>
        <translation> ★ 最便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (shown)</source>
        <translation>（当前显示）</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierDocument</name>
    <message>
        <location filename="../ui/documents/frontierdocument.cpp" line="+40"/>
        <source>&lt;p&gt;&lt;b&gt;Binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;瓶颈&lt;/b&gt;：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Adjacent FAIL states&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;相邻 FAIL 状态&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cut to %2 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</source>
        <translation>%1 降至 %2 → &lt;b&gt;%3&lt;/b&gt;%4&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (inferred from a failing run above it)</source>
        <translation>（由其上方的失败运行推断）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;&lt;b&gt;%1 runs&lt;/b&gt;, %2 PASS state(s) kept from the base search&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 次运行&lt;/b&gt;，从基础搜索保留 %2 个 PASS 状态&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Requirement change&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;需求变化&lt;/b&gt;：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Newly binding&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;新增瓶颈&lt;/b&gt;：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Freed&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;已释放&lt;/b&gt;：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;Δ %1 €/h · Δ %2 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>adjacent FAIL %1: %2&lt;br&gt;</source>
        <translation>相邻 FAIL %1：%2&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recovers to PASS</source>
        <translation>恢复为 PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>仍为 FAIL</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h3&gt;Campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;测试活动 %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 physical runs (lower bound %3, ×%4 for the base search)</source>
        <translation>%1 · %2 次物理运行（下界 %3，基础搜索的 ×%4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model-guided</source>
        <translation>模型引导</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model-free</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;Minimum PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;最小 PASS&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2 €/h · %3 W&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;No state of the space passes the contract.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;空间中没有状态通过该合约。&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Frontier&lt;/b&gt; (%1 minimal PASS state(s))&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;前沿&lt;/b&gt;（%1 个最小 PASS 状态）&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Drawn: %1 cells, %2 proven by runs. Hover a cell for details; drag to pan, wheel to zoom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;已绘制：%1 个单元格，其中 %2 个由运行证明。悬停单元格查看详情；拖动平移，滚轮缩放。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Search:</source>
        <translation>搜索：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The base search&apos;s frontier, or one intervention&apos;s</source>
        <translation>基础搜索的前沿，或某个干预的前沿</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This state was not run: its verdict is inferred by monotonicity from a run beside it</source>
        <translation>此状态未运行：其判定由相邻运行按单调性推断</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>base</source>
        <translation>基础</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>with %1 (%2)</source>
        <translation>使用 %1 (%2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;frontier staircase&lt;br&gt;◎ the minimum PASS (cheapest by €/h, then W)&lt;br&gt;✕ adjacent FAIL: the SLO that broke</source>
        <translation>&lt;b&gt;图例&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;%2&lt;br&gt;%3&lt;br&gt;%4&lt;br&gt;&lt;span style=&apos;color:%5&apos;&gt;━━&lt;/span&gt;&amp;nbsp;前沿阶梯&lt;br&gt;◎ 最小 PASS（按 €/h 最便宜，其次按 W）&lt;br&gt;✕ 相邻 FAIL：被突破的 SLO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASS, proven by a run</source>
        <translation>PASS，由运行证明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS, inferred by monotonicity</source>
        <translation>PASS，按单调性推断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, proven by a run</source>
        <translation>FAIL，由运行证明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL, inferred by monotonicity</source>
        <translation>FAIL，按单调性推断</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No project is open.</source>
        <translation>未打开项目。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Campaign %1 has no finished report yet: Start (F5) qualifies it, resuming from the runs the project holds.</source>
        <translation>测试活动 %1 尚无完成的报告：“开始”(F5) 将对其进行鉴定，并从项目已有的运行处继续。</translation>
    </message>
    <message>
        <location filename="../ui/documents/frontierdocument.h" line="+34"/>
        <source>Frontier %1</source>
        <translation>前沿 %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::FrontierPlot</name>
    <message>
        <location filename="../ui/charts/frontierplot.cpp" line="+126"/>
        <source>No finished report yet: run the campaign to draw its frontier.</source>
        <translation>尚无完成的报告：运行测试活动以绘制其前沿。</translation>
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
            <numerusform>由 %n 次运行证明</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inferred by monotonicity</source>
        <translation>按单调性推断</translation>
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
相邻 FAIL（%1 降低）：%2 被突破</translation>
    </message>
</context>
<context>
    <name>luma::ui::Heatmap</name>
    <message>
        <location filename="../ui/charts/heatmap.cpp" line="+141"/>
        <source>Nothing to draw.</source>
        <translation>无可绘制内容。</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostPicker</name>
    <message>
        <location filename="../ui/hosts/hostpicker.cpp" line="+16"/>
        <source>Where Start runs the campaign: its own hosts list, this computer, or a saved host (Run &gt; Hosts… adds and tests them)</source>
        <translation>“开始”运行测试活动的位置：其自身的主机列表、本计算机或已保存的主机（运行 &gt; 主机… 可添加并测试主机）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>campaign&apos;s hosts</source>
        <translation>测试活动的主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hosts the campaign file lists (local when it lists none)</source>
        <translation>测试活动文件列出的主机（未列出时为本地）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer: the agent next to the workbench</source>
        <translation>本计算机：工作台旁的代理</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsDialog</name>
    <message>
        <location filename="../ui/hosts/hostsdialog.cpp" line="+29"/>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hosts file is damaged</source>
        <translation>主机文件已损坏</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hosts a campaign can run on (the toolbar&apos;s host picker offers them), saved in %1 — the same list as &lt;code&gt;luma hosts&lt;/code&gt;.</source>
        <translation>测试活动可运行的主机（工具栏的主机选择器提供这些主机），保存在 %1 中 — 与 &lt;code&gt;luma hosts&lt;/code&gt; 是同一列表。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect, show the host key, install the agent and show what it reports (as luma hosts test)</source>
        <translation>连接、显示主机密钥、安装代理并显示其报告内容（同 luma hosts test）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a host</source>
        <translation>添加主机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu1</source>
        <translation>gpu1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh://[user@]host[:port], ssh://alias or slurm://login-host?partition=…</source>
        <translation>ssh://[user@]host[:port]、ssh://alias 或 slurm://login-host?partition=…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a host and press Test: it connects off the window&apos;s thread, shows the host key, installs the agent and shows what it reports.</source>
        <translation>选择一个主机并按“测试”：它会在窗口线程之外连接，显示主机密钥，安装代理并显示其报告内容。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel Test</source>
        <translation>取消测试</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop waiting: the connection finishes or times out in the background and its outcome is dropped</source>
        <translation>停止等待：连接会在后台完成或超时，其结果将被丢弃</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Accept this host key</source>
        <translation>接受此主机密钥</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trust the key shown and record it in known_hosts (as luma hosts test --accept-new-host-key); compare it with the host&apos;s own first: ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on the host</source>
        <translation>信任所显示的密钥并将其记录到 known_hosts（同 luma hosts test --accept-new-host-key）；请先与主机自身的密钥比对：在主机上运行 ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test connects to it, shows its host key and installs the agent.</source>
        <translation>“测试”会连接到该主机，显示其主机密钥并安装代理。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot remove %1</source>
        <translation>无法移除 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1</source>
        <translation>已移除 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Its host key stays in known_hosts and its agent install on the host.</source>
        <translation>其主机密钥仍保留在 known_hosts 中，代理也仍安装在主机上。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Testing %1, accepting its host key…</source>
        <translation>正在测试 %1，接受其主机密钥…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting, checking the host key, installing the agent and greeting it.</source>
        <translation>正在连接、检查主机密钥、安装代理并与其握手。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Test of %1 cancelled</source>
        <translation>%1 的测试已取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection ends in the background (at the latest at its connect timeout); what it finds is dropped.</source>
        <translation>连接将在后台结束（最迟在连接超时时）；其结果将被丢弃。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host key %1</source>
        <translation>主机密钥 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The agent runs on this computer.</source>
        <translation>代理在本计算机上运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its agent install was reused.</source>
        <translation>已复用其代理安装。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The agent was deployed.</source>
        <translation>已部署代理。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host key accepted and recorded in %1. </source>
        <translation>主机密钥已接受并记录在 %1 中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sent another host key than the one you accepted</source>
        <translation>%1 发送的主机密钥与您接受的不同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You accepted %1 but the new connection was made with %2, now recorded in %3. Remove it (ssh-keygen -R) unless you know why the key changed.</source>
        <translation>您接受的是 %1，但新连接使用的是 %2，现已记录在 %3 中。除非您清楚密钥变更的原因，否则请将其移除 (ssh-keygen -R)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: connected, %2</source>
        <translation>%1：已连接，%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown host key</source>
        <translation>%1：未知主机密钥</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: host key refused</source>
        <translation>%1：主机密钥被拒绝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: test failed</source>
        <translation>%1：测试失败</translation>
    </message>
</context>
<context>
    <name>luma::ui::HostsModel</name>
    <message>
        <location filename="../ui/hosts/hostsmodel.cpp" line="+16"/>
        <source>this computer (the agent next to the workbench)</source>
        <translation>本计算机（工作台旁的代理）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>local is built in and cannot be removed</source>
        <translation>local 为内置主机，无法移除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no host in row %1</source>
        <translation>第 %1 行没有主机</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no host named &quot;%2&quot; (removed meanwhile?)</source>
        <translation>%1：没有名为 &quot;%2&quot; 的主机（可能已被移除？）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Runs the agent as a child of the workbench</source>
        <translation>将代理作为工作台的子进程运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 = %2 (saved in %3)</source>
        <translation>%1 = %2（保存在 %3 中）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Name</source>
        <translation>名称</translation>
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
        <translation>已恢复</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>still FAILS</source>
        <translation>仍为 FAIL</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>predictable without a run</source>
        <translation>无需运行即可预测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 proven cells agree</source>
        <translation>%2 个已证明单元格中有 %1 个一致</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Binding resources by contract shape, accelerator and host</source>
        <translation>按合约形态、加速器和主机统计的瓶颈资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by</source>
        <translation>依据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation>分组</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>broke</source>
        <translation>被突破</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>campaigns</source>
        <translation>测试活动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>which campaigns</source>
        <translation>哪些测试活动</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <location line="+3"/>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Interventions against adjacent FAILs</source>
        <translation>针对相邻 FAIL 的干预</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>干预</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>campaign</source>
        <translation>测试活动</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>state</source>
        <translation>状态</translation>
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
        <translation>FAIL 运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs with it</source>
        <translation>使用它的运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model against the evidence: median predicted over measured, per campaign</source>
        <translation>模型与证据对比：每个测试活动的预测值/实测值中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs compared</source>
        <translation>已比较的运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>verdicts differ</source>
        <translation>判定不同</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>throughput</source>
        <translation>吞吐量</translation>
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
        <translation>模型无需物理运行即可预测的前沿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model against every proven cell</source>
        <translation>模型与每个已证明单元格的对比</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No project is open.</source>
        <translation>未打开项目。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 campaigns (%2 qualified) in %3, %4 runs with a verdict; %5 runs compared with the model, %6 with another verdict.</source>
        <translation>%3 中有 %1 个测试活动（%2 个已鉴定），%4 次运行有判定；%5 次运行与模型比较，其中 %6 次判定不同。</translation>
    </message>
    <message>
        <location filename="../ui/documents/insightsdocument.h" line="+32"/>
        <source>Insights</source>
        <translation>洞察</translation>
    </message>
</context>
<context>
    <name>luma::ui::LoopRunner</name>
    <message>
        <location filename="../ui/looprunner.cpp" line="+46"/>
        <source>Cancelled: the runs that finished are kept in the project; Start resumes.</source>
        <translation>已取消：已完成的运行保留在项目中；“开始”可继续。</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineDocument</name>
    <message>
        <location filename="../ui/documents/machinedocument.cpp" line="+87"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected nodes and links</source>
        <translation>删除所选节点和链路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link the two selected nodes (or Shift+drag from one to the other)</source>
        <translation>链接两个所选节点（或按住 Shift 从一个拖到另一个）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto-layout</source>
        <translation>自动布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the nodes in columns by their distance from the accelerator</source>
        <translation>按与加速器的距离将节点分列放置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in (Ctrl+wheel, +)</source>
        <translation>放大（Ctrl+滚轮，+）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom out (Ctrl+wheel, -)</source>
        <translation>缩小（Ctrl+滚轮，-）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole drawing</source>
        <translation>显示整个图形</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the drawing as PNG or SVG</source>
        <translation>将图形导出为 PNG 或 SVG</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ %1: a mixed fleet of %2 replica groups (%3) · `luma predict --machine` splits a Poisson rate across them, `luma fleet` finds the cheapest mix</source>
        <translation>✓ %1：由 %2 个副本组组成的混合集群（%3）· `luma predict --machine` 将泊松到达率分配到各组，`luma fleet` 找出最便宜的组合</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ %1: %2 × %3, %4 · what `luma predict --machine` reads</source>
        <translation>✓ %1：%2 × %3，%4 · 即 `luma predict --machine` 读取的内容</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TP %1 × PP %2</source>
        <translation>TP %1 × PP %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP auto × PP %1</source>
        <translation>TP 自动 × PP %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, served by %1</source>
        <translation>，由 %1 提供服务</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a machine yet: %1</source>
        <translation>尚不是有效机器：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Select two nodes to link (or Shift+drag from one to the other).</source>
        <translation>选择两个节点进行链接（或按住 Shift 从一个拖到另一个）。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1：无法写入 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save machine</source>
        <translation>保存机器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>luma.machine/1 (*.json)</source>
        <translation>luma.machine/1 (*.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export machine drawing</source>
        <translation>导出机器图形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>SVG 图像 (*.svg);;PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Machine %1</source>
        <translation>机器 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineGraph</name>
    <message>
        <location filename="../ui/machine/machinegraph.cpp" line="+71"/>
        <source>new machine</source>
        <translation>新机器</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Remove %n items</source>
        <translation>
            <numerusform>移除 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move %n nodes</source>
        <translation>
            <numerusform>移动 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A link joins two different nodes.</source>
        <translation>链路必须连接两个不同的节点。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 are linked already.</source>
        <translation>%1 和 %2 已经链接。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect %1 to %2</source>
        <translation>将 %1 连接到 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node has id &quot;%1&quot;.</source>
        <translation>没有 id 为 &quot;%1&quot; 的节点。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a node needs an id</source>
        <translation>%1：节点需要 id</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set %1 of %2</source>
        <translation>设置 %2 的 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No link %1.</source>
        <translation>没有链路 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %1 of a link</source>
        <translation>设置链路的 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Auto-layout</source>
        <translation>自动布局</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineInspector</name>
    <message numerus="yes">
        <location filename="../ui/machine/machineinspector.cpp" line="+135"/>
        <source>%n items selected</source>
        <translation>
            <numerusform>已选择 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Link %1 — %2</source>
        <translation>链路 %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+36"/>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>the nodes&apos; own</source>
        <translation>节点自身的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per direction; empty: the link states none</source>
        <translation>每方向；留空：链路不指定带宽</translation>
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
        <translation>链路引用此节点的名称；重命名时其链路随之更新</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>An accelerator from the hardware catalog</source>
        <translation>硬件目录中的加速器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many accelerators of this type</source>
        <translation>此类型加速器的数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per accelerator (GiB)</source>
        <translation>每加速器内存 (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (catalog)</source>
        <translation>%1（目录）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most the part&apos;s own HBM: a partitioned or reserved device</source>
        <translation>最多为该部件自身的 HBM：用于分区或预留的设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit per accelerator (W)</source>
        <translation>每加速器功耗上限 (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (TDP)</source>
        <translation>%1 (TDP)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At most the TDP (nvidia-smi -pl)</source>
        <translation>最多为 TDP (nvidia-smi -pl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per accelerator (€/h)</source>
        <translation>每加速器价格 (€/h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>catalog list price</source>
        <translation>目录标价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this fleet pays</source>
        <translation>此机群的实际费用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory tier (HBM is the accelerator&apos;s own)</source>
        <translation>主机内存层级（HBM 属于加速器自身）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free text: nvlink, pcie-gen5, nvme…</source>
        <translation>自由文本：nvlink、pcie-gen5、nvme…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capacity (GiB)</source>
        <translation>容量 (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The whole tier</source>
        <translation>整个层级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per direction, per accelerator</source>
        <translation>每方向，每加速器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power budget (W)</source>
        <translation>功耗预算 (W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For the whole machine</source>
        <translation>针对整台机器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>For people; the predictor ignores it</source>
        <translation>供人阅读；预测器忽略此项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+64"/>
        <source>Machine %1</source>
        <translation>机器 %1</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The machine&apos;s name</source>
        <translation>机器的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For people</source>
        <translation>供人阅读</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>auto (widest valid)</source>
        <translation>自动（最宽的有效值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP must split the model&apos;s heads (AWS Neuron pads them instead)</source>
        <translation>TP 必须能整除模型的头数（AWS Neuron 则会填充头）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max sequences</source>
        <translation>最大序列数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>每副本同时处理的序列数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max batched tokens</source>
        <translation>最大批处理 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per iteration</source>
        <translation>每次迭代的 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill chunk (tokens)</source>
        <translation>预填充分块 (token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up to max batched</source>
        <translation>不超过最大批处理数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill&apos;s chunk</source>
        <translation>分块预填充的块大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked prefill</source>
        <translation>分块预填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (true)</source>
        <translation>默认 (true)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether long prompts are prefilled in chunks</source>
        <translation>长提示是否分块预填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory utilisation</source>
        <translation>GPU 内存利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of HBM the runtime may use, in (0, 1]</source>
        <translation>运行时可使用的 HBM 比例，取值范围 (0, 1]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV admission</source>
        <translation>KV 准入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (reserve)</source>
        <translation>默认 (reserve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserve: KV for the whole sequence at admission; incremental: blocks as it grows (vLLM)</source>
        <translation>reserve：准入时为整个序列预留 KV；incremental：随序列增长分配块 (vLLM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block (tokens)</source>
        <translation>KV 块 (token)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged KV block size</source>
        <translation>分页 KV 块大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention data parallel</source>
        <translation>注意力数据并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default (false)</source>
        <translation>默认 (false)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention replicated per data-parallel rank</source>
        <translation>注意力在每个数据并行 rank 上复制</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>default (the part&apos;s derating)</source>
        <translation>默认 (部件的降额)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The serving stack: where the catalog has its own derating for the accelerator, the machine runs at it (luma catalog --json, derating.stacks)</source>
        <translation>服务栈：若目录为该加速器提供了专属降额，机器按其运行 (luma catalog --json, derating.stacks)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serving stack</source>
        <translation>服务栈</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachinePalette</name>
    <message>
        <location filename="../ui/machine/machinepalette.cpp" line="+23"/>
        <source>Drag a card onto the canvas to add it; double-click adds it in the middle</source>
        <translation>将卡片拖到画布上即可添加；双击则添加到中央</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2): drag onto the canvas</source>
        <translation>%1 (%2)：拖到画布上</translation>
    </message>
</context>
<context>
    <name>luma::ui::MachineView</name>
    <message>
        <location filename="../ui/machine/machineview.cpp" line="+24"/>
        <source>Drag cards from the palette; Shift+drag from a node to another links them; Ctrl+wheel or +/- zooms, the middle button or Space+drag pans, 0 fits the drawing</source>
        <translation>从组件面板拖入卡片；按住 Shift 从一个节点拖到另一个节点可建立链接；Ctrl+滚轮或 +/- 缩放，中键或空格+拖动平移，0 适应图形</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Drag an accelerator from the palette to start the machine,
then memory, interconnect, storage and power; Shift+drag between nodes to link them.</source>
        <translation>从组件面板拖入加速器以开始构建机器，
然后添加内存、互连、存储和电源；按住 Shift 在节点间拖动以建立链接。</translation>
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
        <translation>打开项目 (Ctrl+O) 或新建项目 (Ctrl+Shift+N)；打开测试活动或合约文件 (Ctrl+Shift+O)。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent &amp;Projects</source>
        <translation>最近的项目(&amp;P)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Campaigns run on their own hosts</source>
        <translation>测试活动在其自身的主机上运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaigns run on %1</source>
        <translation>测试活动在 %1 上运行</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Kept the current project: a document is still open.</source>
        <translation>保留当前项目：仍有文档处于打开状态。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>LUMA Workbench — %1</source>
        <translation>LUMA Workbench — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened project %1</source>
        <translation>已打开项目 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LUMA Workbench — %1 (read-only)</source>
        <translation>LUMA Workbench — %1（只读）</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../ui/mainwindow_docks.cpp" line="+114"/>
        <source>No campaign selected</source>
        <translation>未选择测试活动</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs of %1: %2</source>
        <translation>%1 的运行：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · validity gates: %1</source>
        <translation> · 有效性门限：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run below the validity gates is invalid: no PASS or FAIL, its state is run again. Gates: %1</source>
        <translation>低于有效性门限的运行无效：既非 PASS 也非 FAIL，其状态将重新运行。门限：%1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Campaign running</source>
        <translation>测试活动正在运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is running. Cancel it and close? Finished runs are kept; Start resumes later.</source>
        <translation>%1 正在运行。是否取消并关闭？已完成的运行会保留；之后可用“开始”继续。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes when the workbench starts again.</source>
        <translation>语言将在下次启动工作台时更改。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no project</source>
        <translation>无项目</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 · %n campaign(s)</source>
        <translation>
            <numerusform>%1 · %n 个测试活动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>▶ %n campaign(s) running</source>
        <translation>
            <numerusform>▶ %n 个测试活动正在运行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>LUMA project (*.luma)</source>
        <translation>LUMA 项目 (*.luma)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open contract or campaign</source>
        <translation>打开合约或测试活动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LUMA specs (*.json)</source>
        <translation>LUMA 规格 (*.json)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A project records the runs</source>
        <translation>项目记录运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create or open a project (*.luma) first: it keeps every run and resumes the campaign.</source>
        <translation>请先新建或打开项目 (*.luma)：项目保存每次运行，并可继续测试活动。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;Proves how much machine an AI service really needs: the model predicts, the simulator explores, PEX proves, LUMA learns.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3) · QCustomPlot %4 · project schema %5&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LUMA Workbench %1&lt;/h3&gt;&lt;p&gt;证明一项 AI 服务真正需要多少机器：模型预测，模拟器探索，PEX 证明，LUMA 学习。&lt;/p&gt;&lt;p&gt;Qt %2（使用 %3 构建）· QCustomPlot %4 · 项目模式 %5&lt;/p&gt;&lt;p&gt;依据 GNU 通用公共许可证第 3 版或更高版本 (GPL-3.0-or-later) 授权。本程序不提供任何担保。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_actions.cpp" line="+42"/>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a project file (*.luma) that records campaigns and their runs</source>
        <translation>创建记录测试活动及其运行的项目文件 (*.luma)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a project file (*.luma)</source>
        <translation>打开项目文件 (*.luma)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Contract, Machine or Campaign…</source>
        <translation>打开合约、机器或测试活动(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a luma.contract/1, luma.machine/1 or luma.campaign/1 file</source>
        <translation>打开 luma.contract/1、luma.machine/1 或 luma.campaign/1 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Con&amp;tract</source>
        <translation>新建合约(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a new contract with a live prediction</source>
        <translation>绘制带实时预测的新合约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Machine</source>
        <translation>新建机器(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a machine-state graph from the hardware catalog</source>
        <translation>根据硬件目录绘制机器状态图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Image…</source>
        <translation>导出图像(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the current drawing as PNG or SVG</source>
        <translation>将当前图形导出为 PNG 或 SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the campaign&apos;s customer report (PDF or self-contained HTML)</source>
        <translation>撰写该测试活动的客户报告（PDF 或自包含 HTML）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the current document</source>
        <translation>保存当前文档</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current document to another file</source>
        <translation>将当前文档保存到另一个文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Tab</source>
        <translation>关闭标签页(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the current document</source>
        <translation>关闭当前文档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit the workbench</source>
        <translation>退出工作台</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo the last edit</source>
        <translation>撤销上一次编辑</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo the last undone edit</source>
        <translation>重做上一次撤销的编辑</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cut the selection</source>
        <translation>剪切所选内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selection</source>
        <translation>复制所选内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paste into the focused field</source>
        <translation>粘贴到当前焦点字段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find in Runs</source>
        <translation>在运行中查找(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter the runs table</source>
        <translation>筛选运行表</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Start Qualification</source>
        <translation>开始鉴定(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qualify the current campaign on its hosts; resumes from the runs the project holds</source>
        <translation>在测试活动的主机上鉴定当前测试活动；从项目已有的运行处继续</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel Qualification</source>
        <translation>取消鉴定(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running run on its agent; finished runs are kept</source>
        <translation>在代理上停止正在进行的运行；已完成的运行会保留</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tune on This Machine…</source>
        <translation>在此机器上调优(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service for the machine: rank a choices file&apos;s configurations on the current campaign&apos;s machine with the model, and prove the decision-changing few</source>
        <translation>为机器调优服务：用模型对选项文件中的配置在当前测试活动的机器上排序，并证明少数会改变决策的配置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co-&amp;design…</source>
        <translation>协同设计(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate PEX and tune on the current campaign with a choices file until neither moves</source>
        <translation>使用选项文件在当前测试活动上交替执行 PEX 和调优，直至两者都不再变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hosts…</source>
        <translation>主机(&amp;H)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add, remove and test the hosts a campaign can run on</source>
        <translation>添加、移除和测试测试活动可运行的主机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Frontier</source>
        <translation>显示前沿(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the current campaign&apos;s frontier</source>
        <translation>绘制当前测试活动的前沿</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intervention &amp;Matrix</source>
        <translation>干预矩阵(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s interventions against its resources: how each moves the minimum requirement</source>
        <translation>当前测试活动的干预与其资源的对比：每个干预如何改变最低需求</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;xplore Predictions</source>
        <translation>探索预测(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The predicted verdict over the current campaign&apos;s space, two resources at a time</source>
        <translation>当前测试活动空间上的预测判定，每次两个资源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Insights</source>
        <translation>洞察(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the project&apos;s campaigns show together: recurring binding resources, recovering interventions, the model against the evidence</source>
        <translation>项目中各测试活动的综合情况：反复出现的瓶颈资源、可恢复的干预、模型与证据的对比</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s PEX story full screen, for a meeting: arrow keys step, E shows a slide&apos;s evidence, Esc leaves</source>
        <translation>全屏展示当前测试活动的 PEX 过程，用于会议：方向键翻页，E 显示幻灯片的证据，Esc 退出</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Calibration</source>
        <translation>校准(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current campaign&apos;s runs: predicted against measured, before and after calibration</source>
        <translation>当前测试活动的运行：校准前后的预测值与实测值对比</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dark Theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch between the light and the dark palette</source>
        <translation>在浅色和深色调色板之间切换</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;About LUMA Workbench</source>
        <translation>关于 LUMA Workbench(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Versions and licence</source>
        <translation>版本和许可证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About LUMA Workbench</source>
        <translation>关于 LUMA Workbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Qt version in use</source>
        <translation>正在使用的 Qt 版本</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_docks.cpp" line="-84"/>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Double-click a campaign to open it, its frontier to draw it, a contract to see its live prediction</source>
        <translation>双击测试活动将其打开，双击其前沿进行绘制，双击合约查看其实时预测</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a spec or a run to see it here.</source>
        <translation>选择规格或运行以在此查看。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter runs (state, verdict, cause, host…)</source>
        <translation>筛选运行（状态、判定、原因、主机…）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the runs whose any column contains this text (Ctrl+F)</source>
        <translation>显示任一列包含此文本的运行 (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_documents.cpp" line="+42"/>
        <source>Opened contract %1</source>
        <translation>已打开合约 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+208"/>
        <location filename="../ui/mainwindow_present.cpp" line="+17"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>campaign %1 in %2</source>
        <translation>%2 中的测试活动 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>machine of %1</source>
        <translation>%1 的机器</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Opened campaign %1 (%2)</source>
        <translation>已打开测试活动 %1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../ui/mainwindow_present.cpp" line="+0"/>
        <source>No project is open.</source>
        <translation>未打开项目。</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Opened machine %1</source>
        <translation>已打开机器 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Campaign &quot;%1&quot; has no machine (its workload needs none).</source>
        <translation>测试活动 &quot;%1&quot; 没有机器（其工作负载不需要）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>machine of campaign %1 in %2</source>
        <translation>%2 中测试活动 %1 的机器</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_loops.cpp" line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not a JSON object</source>
        <translation>%1：不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>campaign %1 of %2</source>
        <translation>%2 的测试活动 %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Tune needs a campaign with a machine: open one (or pick it in the runs table) first.</source>
        <translation>调优需要带机器的测试活动：请先打开一个（或在运行表中选择）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the contract of %1</source>
        <translation>%1 的合约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the machine of %1</source>
        <translation>%1 的机器</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Co-design needs a campaign: open one (or pick it in the runs table) first.</source>
        <translation>协同设计需要测试活动：请先打开一个（或在运行表中选择）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Co-design with choices</source>
        <translation>使用选项进行协同设计</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tune with choices</source>
        <translation>使用选项进行调优</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices (*.json);;All files (*)</source>
        <translation>选项 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow_present.cpp" line="+18"/>
        <source>Presenting %1 (%2 slides)</source>
        <translation>正在演示 %1（%2 张幻灯片）</translation>
    </message>
</context>
<context>
    <name>luma::ui::MarginBars</name>
    <message>
        <location filename="../ui/charts/bars.cpp" line="+102"/>
        <source>The contract states no SLO.</source>
        <translation>合约未规定 SLO。</translation>
    </message>
</context>
<context>
    <name>luma::ui::MatrixDocument</name>
    <message>
        <location filename="../ui/documents/matrixdocument.cpp" line="+70"/>
        <source>newly binding</source>
        <translation>新增瓶颈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freed</source>
        <translation>已释放</translation>
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
最小 PASS：%1 → %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
no state passes with the intervention: no requirement change</source>
        <translation>
使用该干预时没有状态通过：需求无变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
no base minimum PASS to compare with</source>
        <translation>
没有可比较的基础最小 PASS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
binding: %1 before, %2 after%3</source>
        <translation>
瓶颈：之前为 %1，之后为 %2%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (newly binding)</source>
        <translation>（新增瓶颈）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (freed)</source>
        <translation>（已释放）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1: Δ %2 €/h, Δ %3 W; %4 physical run(s); recovers %5 of %6 adjacent FAIL state(s)</source>
        <translation>
%1：Δ %2 €/h，Δ %3 W；%4 次物理运行；恢复了 %6 个相邻 FAIL 状态中的 %5 个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Click to compare the base frontier with this one.</source>
        <translation>
点击以将基础前沿与此前沿比较。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Click a cell to compare the base frontier with that intervention&apos;s</source>
        <translation>点击单元格，将基础前沿与该干预的前沿比较</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No project is open.</source>
        <translation>未打开项目。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1 has no finished report yet: qualify it (Start, F5) to see what its interventions change.</source>
        <translation>测试活动 %1 尚无完成的报告：请先鉴定（开始，F5）以查看其干预带来的变化。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No intervention matrix: %1</source>
        <translation>无干预矩阵：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;</source>
        <translation>&lt;b&gt;基础前沿&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The campaign has no interventions: nothing to compare.</source>
        <translation>该测试活动没有干预：无可比较内容。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Intervention matrix · campaign %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;干预矩阵 · 测试活动 %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The campaign has no interventions, so there is no matrix: add interventions to its campaign file to see which change moves the frontier.</source>
        <translation>该测试活动没有干预，因此没有矩阵：请在其测试活动文件中添加干预，以查看哪项变更会移动前沿。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No interventions in campaign %1: nothing changes the minimum requirement.</source>
        <translation>测试活动 %1 中没有干预：没有任何因素改变最低需求。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A cell is the change in the minimum PASS&apos;s requirement of that resource with the intervention (&lt;span style=&apos;color:%1&apos;&gt;■ less needed&lt;/span&gt;, &lt;span style=&apos;color:%2&apos;&gt;■ more needed&lt;/span&gt;); ▲ newly binding, ▼ freed. Click a cell to compare the frontiers below.</source>
        <translation>单元格表示使用该干预时最小 PASS 对该资源需求的变化（&lt;span style=&apos;color:%1&apos;&gt;■ 需求减少&lt;/span&gt;，&lt;span style=&apos;color:%2&apos;&gt;■ 需求增加&lt;/span&gt;）；▲ 新增瓶颈，▼ 已释放。点击单元格可在下方比较前沿。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;br&gt;A row &quot;move to TYPE&quot; is another accelerator type read as an intervention on this one: its frontier is that type&apos;s own campaign.</source>
        <translation>&lt;br&gt;“move to TYPE”行是把另一种加速器类型当作对本类型的干预：其前沿是该类型自己的活动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;&lt;b&gt;No state of the base search passes&lt;/b&gt;: requirement changes cannot be measured against it.</source>
        <translation>&lt;br&gt;&lt;b&gt;基础搜索中没有状态通过&lt;/b&gt;：无法据此衡量需求变化。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>resource (change in the minimum PASS&apos;s requirement)</source>
        <translation>资源（最小 PASS 需求的变化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intervention</source>
        <translation>干预</translation>
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
没有通过的状态：无可比较的 €/h 和 W</translation>
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
        <translation>没有状态通过</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&lt;b&gt;Base frontier&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;基础前沿&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;With %1&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;使用 %1&lt;/b&gt; (%2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: campaign %2 has no finished report.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：活动 %2 没有已完成的报告。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (campaign %2)&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（活动 %2）&lt;br&gt;%3 · Δ %4 €/h · Δ %5 W</translation>
    </message>
    <message>
        <location filename="../ui/documents/matrixdocument.h" line="+47"/>
        <source>Matrix %1</source>
        <translation>矩阵 %1</translation>
    </message>
</context>
<context>
    <name>luma::ui::ParetoPlot</name>
    <message>
        <location filename="../ui/charts/paretoplot.cpp" line="+85"/>
        <source>power (W)</source>
        <translation>功耗 (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>€ per 1M tokens (lower is cheaper)</source>
        <translation>每 1M token 费用 (€)（越低越便宜）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s, every SLO held)</source>
        <translation>有效吞吐量（req/s，满足所有 SLO）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No configuration holds the contract: nothing to draw.</source>
        <translation>没有配置满足合约：无可绘制内容。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>best: %1</source>
        <translation>最佳：%1</translation>
    </message>
</context>
<context>
    <name>luma::ui::PredictionPanel</name>
    <message>
        <location filename="../ui/documents/predictionpanel.cpp" line="+21"/>
        <source>SLO margins</source>
        <translation>SLO 裕量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative headroom of each stated limit: green passes, red breaks</source>
        <translation>各规定限值的相对余量：绿色为通过，红色为突破</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory per accelerator</source>
        <translation>每加速器内存</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Iteration time</source>
        <translation>迭代时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of one serving iteration spent on each term at the operating point</source>
        <translation>工作点处一次服务迭代中各项所占时间比例</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The predictor&apos;s verdict for this contract on the chosen machine</source>
        <translation>预测器对该合约在所选机器上的判定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The resource that limits the service at its operating point</source>
        <translation>在工作点处限制服务的资源</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The relative uncertainty of the figures, from the accelerator&apos;s derating: the held-out error of a part calibrated on published rows, wider for one that is not. A verdict whose deciding SLO margin lies inside it could go either way.</source>
        <translation>数值的相对不确定度，来自加速器的降额：基于公开数据行校准的部件取其留出误差，未校准的部件则更宽。若决定判定的 SLO 裕量落在其中，判定可能偏向任一方。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Service</source>
        <translation>服务</translation>
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
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Success rate</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Machine cost</source>
        <translation>机器成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved</source>
        <translation>传输字节数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In flight</source>
        <translation>并发序列</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, median</source>
        <translation>首 token 时间，中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token, 99th percentile</source>
        <translation>首 token 时间，第 99 百分位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, median</source>
        <translation>每输出 token 时间，中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token, 99th percentile</source>
        <translation>每输出 token 时间，第 99 百分位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second, whole machine</source>
        <translation>每秒输出 token 数，整台机器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of requests served</source>
        <translation>已服务请求的比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per million output tokens</source>
        <translation>每百万输出 token 的欧元费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euros per hour for the machine</source>
        <translation>机器每小时的欧元费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power drawn at the operating point</source>
        <translation>工作点处的功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes moved per output token</source>
        <translation>每输出 token 传输的字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences in flight per replica</source>
        <translation>每副本同时处理的序列数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor and pipeline parallelism, replicas</source>
        <translation>张量并行和流水线并行，副本</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>on machine %1 (%2…)</source>
        <translation>在机器 %1 上 (%2…)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No prediction</source>
        <translation>无预测</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Binding: %1</source>
        <translation>瓶颈：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model does not fit this machine&apos;s memory.</source>
        <translation>该机器的内存容纳不下模型。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrivals exceed capacity: queues grow without bound.</source>
        <translation>到达率超过容量：队列无限增长。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine cannot be deployed as configured.</source>
        <translation>无法按当前配置部署该机器。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Calibrated %1: figures ±%2&#xa0;%</source>
        <translation>已校准 %1：数值 ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibrated %1 on its host&apos;s runs: figures ±%2&#xa0;%</source>
        <translation>已基于其主机的运行校准 %1：数值 ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiled %1, not yet calibrated on its runs: figures ±%2&#xa0;%</source>
        <translation>已剖析 %1，尚未基于其运行校准：数值 ±%2&#xa0;%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unverified %1 (neither calibrated nor profiled): figures are estimates</source>
        <translation>未验证 %1（既未校准也未剖析）：数值为估计值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a mixture-of-experts model: published rows of other serving stacks run 2-4x apart from its routed experts&apos; fitted rate)</source>
        <translation>（混合专家模型：其他推理服务栈的公开测量结果与其路由专家的拟合速率相差2到4倍）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the %1 margin (%2%3&#xa0;%) is thin: only a physical run decides</source>
        <translation>；%1 裕量 (%2%3&#xa0;%) 很小：只有物理运行才能判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the %1 margin (%2%3&#xa0;%) is inside it: only a physical run decides</source>
        <translation>；%1 裕量 (%2%3&#xa0;%) 落在其中：只有物理运行才能判定</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>TP %1 × PP %2, %3 replica(s) of %4 accelerator(s)</source>
        <translation>TP %1 × PP %2，%3 个副本，每个 %4 个加速器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head padding: %1</source>
        <translation>头填充：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 against a limit of %2</source>
        <translation>%1，限值为 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV used</source>
        <translation>已用 KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV free</source>
        <translation>空闲 KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime reserve</source>
        <translation>运行时预留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB per accelerator; KV capacity %2 GiB holds %3 tokens per replica</source>
        <translation>每加速器 %1 GiB；KV 容量 %2 GiB，每副本可容纳 %3 个 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overhead</source>
        <translation>开销</translation>
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
        <translation>未打开项目</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to present</source>
        <translation>无可演示内容</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 / %2 · %3</source>
        <translation>%1 / %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · proof: run %1%2 — press E for its evidence</source>
        <translation> · 证明：运行 %1%2 — 按 E 查看其证据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and %1 more</source>
        <translation> 及另外 %1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · ← → to step, Esc leaves</source>
        <translation> · ← → 翻页，Esc 退出</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>PASS (run)</source>
        <translation>PASS（运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PASS (inferred)</source>
        <translation>PASS（推断）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (run)</source>
        <translation>FAIL（运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL (inferred)</source>
        <translation>FAIL（推断）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>minimum PASS</source>
        <translation>最小 PASS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this slide</source>
        <translation>本幻灯片</translation>
    </message>
</context>
<context>
    <name>luma::ui::ProjectModel</name>
    <message>
        <location filename="../ui/models/projectmodel.cpp" line="-170"/>
        <source>Report unreadable</source>
        <translation>报告无法读取</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Frontier — minimum PASS %1</source>
        <translation>前沿 — 最小 PASS %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier — no state passes</source>
        <translation>前沿 — 没有状态通过</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 physical runs; binding: %2</source>
        <translation>%1 次物理运行；瓶颈：%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Runs (%1)</source>
        <translation>运行 (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Campaign %1, spec %2</source>
        <translation>测试活动 %1，规格 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>From campaign %1</source>
        <translation>来自测试活动 %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Campaigns</source>
        <translation>测试活动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>合约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spaces</source>
        <translation>空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host profiles unreadable</source>
        <translation>主机配置无法读取</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Project unreadable</source>
        <translation>项目无法读取</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — unreadable</source>
        <translation>%1 — 无法读取</translation>
    </message>
</context>
<context>
    <name>luma::ui::RunsModel</name>
    <message>
        <location filename="../ui/models/runsmodel.cpp" line="+132"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Intervention</source>
        <translation>干预</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempt</source>
        <translation>尝试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Try</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
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
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent build</source>
        <translation>代理构建</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run&apos;s id in the project</source>
        <translation>该运行在项目中的 id</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intervention searched (— for the base search)</source>
        <translation>所搜索的干预（— 表示基础搜索）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The machine state: one level per resource</source>
        <translation>机器状态：每个资源一个级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conclusive runs of the same state before this one (repeats inside the noise band)</source>
        <translation>此次之前同一状态的有结论运行（噪声带内的重复）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which try of the state and attempt: 2 and up retry a run that gave no evidence</source>
        <translation>该状态和尝试的第几次重试：2 及以上表示重试未产生证据的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running, finished, error (inconclusive), interrupted, cancelled or invalid (below the gates)</source>
        <translation>running、finished、error（无结论）、interrupted、cancelled 或 invalid（低于门限）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload&apos;s verdict against the contract, or the error code</source>
        <translation>工作负载针对合约的判定，或错误代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SLO that broke, or why the run gave no verdict</source>
        <translation>被突破的 SLO，或运行未产生判定的原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host as named and as it names itself</source>
        <translation>主机的配置名称及其自报名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-256 of the agent binary that ran it</source>
        <translation>运行该任务的代理二进制文件的 SHA-256</translation>
    </message>
</context>
<context>
    <name>luma::ui::TelemetryPlot</name>
    <message>
        <location filename="../ui/charts/telemetryplot.cpp" line="+30"/>
        <source>elapsed (s)</source>
        <translation>已用时间 (s)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No run in progress: the running run&apos;s telemetry appears here.</source>
        <translation>没有进行中的运行：正在进行的运行的遥测会显示在此处。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: waiting for the agent&apos;s first telemetry…</source>
        <translation>%1：正在等待代理的首次遥测…</translation>
    </message>
</context>
<context>
    <name>luma::ui::TrajectoryPlot</name>
    <message>
        <location filename="../ui/charts/trajectoryplot.cpp" line="+49"/>
        <source>iteration (PEX, then tune)</source>
        <translation>迭代（先 PEX，后调优）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine: € per hour</source>
        <translation>机器：每小时费用 (€)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s)</source>
        <translation>有效吞吐量 (req/s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No iteration yet: Start runs the loop.</source>
        <translation>尚无迭代：“开始”将运行循环。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>machine (€/h)</source>
        <translation>机器 (€/h)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>goodput (req/s), measured</source>
        <translation>有效吞吐量 (req/s)，实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goodput (req/s), predicted</source>
        <translation>有效吞吐量 (req/s)，预测</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no binding named</source>
        <translation>未指明瓶颈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding: %1</source>
        <translation>瓶颈：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not qualified</source>
        <translation>未鉴定</translation>
    </message>
</context>
<context>
    <name>luma::ui::TuneDocument</name>
    <message>
        <location filename="../ui/documents/tunedocument.cpp" line="+70"/>
        <source>proven (1 run)</source>
        <translation>已证明（1 次运行）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>proven (%1 runs)</source>
        <translation>已证明（%1 次运行）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Proven: the runs are kept in the project as campaign &quot;%1&quot;.</source>
        <translation>已证明：这些运行作为测试活动 &quot;%1&quot; 保存在项目中。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The project holds no campaign &quot;%1&quot;.</source>
        <translation>项目中没有测试活动 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Campaign &quot;%1&quot; is not a luma tune campaign.</source>
        <translation>测试活动 &quot;%1&quot; 不是 luma 调优测试活动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>campaign %1 of %2</source>
        <translation>%2 的测试活动 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contract of %1</source>
        <translation>%1 的合约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine of %1</source>
        <translation>%1 的机器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choices of %1</source>
        <translation>%1 的选项</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Proven earlier: the decision stored with the campaign. Prove again replays the finished runs, it does not repeat them.</source>
        <translation>已于早前证明：决策随测试活动保存。再次证明会重放已完成的运行，而不会重复执行。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;Choices&lt;/b&gt; (uncheck values to narrow the search)</source>
        <translation>&lt;b&gt;选项&lt;/b&gt;（取消勾选取值以缩小搜索范围）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most goodput</source>
        <translation>有效吞吐量最高</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cheapest that holds a rate</source>
        <translation>满足速率的最低成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lowest power that holds a rate</source>
        <translation>满足速率的最低功耗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: the highest rate at which every SLO and quality floor holds. Cheapest / lowest power: the configuration that holds the rate below for the least € per 1M tokens or W.</source>
        <translation>有效吞吐量：满足所有 SLO 和质量下限的最高速率。最低成本 / 最低功耗：以每 1M token 最少的 € 或最少的 W 满足下方速率的配置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate to hold</source>
        <translation>需满足的速率</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Physical runs in all: the best predicted, the default, and those the model&apos;s band cannot tell from the best</source>
        <translation>物理运行总数：预测最佳配置、默认配置，以及模型误差带无法与最佳配置区分的配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run budget</source>
        <translation>运行预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rank</source>
        <translation>排序(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank every checked combination with the model (no run)</source>
        <translation>用模型对每个勾选的组合排序（不运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prove on Host</source>
        <translation>在主机上证明(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+107"/>
        <source>Run the decision-changing configurations on the hosts picked in the toolbar</source>
        <translation>在工具栏选定的主机上运行会改变决策的配置</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted (req/s)</source>
        <translation>预测 (req/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured (req/s)</source>
        <translation>实测 (req/s)</translation>
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
        <translation>瓶颈 / 未选原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration (changes from the default)</source>
        <translation>配置（相对默认配置的变更）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Tune %1</source>
        <translation>调优 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed choices)</source>
        <translation>（未命名选项）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2: %3 configuration(s) checked</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，位于 %2：已勾选 %3 个配置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the cheapest or lowest-power objective needs a rate to hold</source>
        <translation>最低成本或最低功耗目标需要指定需满足的速率</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open or create a project: the runs are kept there</source>
        <translation>请打开或创建项目：运行保存在其中</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranking %1 configuration(s) with the model…</source>
        <translation>正在用模型对 %1 个配置排序…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Predicted by the model: Prove on Host runs the decision-changing few.</source>
        <translation>由模型预测：“在主机上证明”将运行少数会改变决策的配置。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Proving on %1 (budget %2 runs)…</source>
        <translation>正在 %1 上证明（预算 %2 次运行）…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+37"/>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="-36"/>
        <source> · Pareto</source>
        <translation> · Pareto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the default</source>
        <translation>默认配置</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click for the evidence of its first run</source>
        <translation>双击查看其首次运行的证据</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2 req/s %3</source>
        <translation>%1，%2 req/s %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked %1 configurations with the model; %2 physical run(s).</source>
        <translation>已用模型对 %1 个配置排序；%2 次物理运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Default&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;默认&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Best&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;最佳&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — beats the default beyond the noise band</source>
        <translation> — 在噪声带之外优于默认配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — not beyond the noise band of the default</source>
        <translation> — 未超出默认配置的噪声带</translation>
    </message>
</context>
<context>
    <name>luma::ui::TypePages</name>
    <message>
        <location filename="../ui/documents/typepages.cpp" line="+23"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (model)</source>
        <translation>%1（模型）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The accelerator types compared, or one type&apos;s own campaign</source>
        <translation>各加速器类型的比较，或某一类型自己的活动</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>minimum PASS</source>
        <translation>最小 PASS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>binding</source>
        <translation>约束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>€ per 1M tokens</source>
        <translation>每百万词元 €</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB moved per token</source>
        <translation>每词元搬运 MB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>intervention</source>
        <translation>干预</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>requirement change</source>
        <translation>需求变化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>newly binding</source>
        <translation>新增约束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>freed</source>
        <translation>已释放</translation>
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
        <translation>相邻 FAIL</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Across types</source>
        <translation>跨类型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign %1</source>
        <translation>活动 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h3&gt;Campaign %1 · accelerator types: %2&lt;/h3&gt;Each type is qualified as a campaign of its own (%1@TYPE) on the hosts of its type. ★ %3</source>
        <translation>&lt;h3&gt;活动 %1 · 加速器类型：%2&lt;/h3&gt;每种类型在其类型的主机上作为独立活动（%1@TYPE）进行认证。★ %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No accelerator type qualified.</source>
        <translation>没有加速器类型通过认证。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest qualified system: &lt;b&gt;%1&lt;/b&gt; (by €/h at its minimum PASS, then W).</source>
        <translation>最便宜的已认证系统：&lt;b&gt;%1&lt;/b&gt;（按其最小 PASS 的 €/h，其次按 W）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ★ cheapest</source>
        <translation> ★ 最便宜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not qualified: %1</source>
        <translation>未认证：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No type qualified, or only one type: no move between types to compare.</source>
        <translation>没有类型通过认证，或只有一种类型：没有可比较的类型间迁移。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Moving from %1 to another type&lt;/h3&gt;Each other type read as an intervention on %1&apos;s minimum PASS: what it frees, what newly binds, the €/h and W deltas, and how many of %1&apos;s adjacent FAIL states pass on it. The matrix view holds these rows beside the interventions.</source>
        <translation>&lt;h3&gt;从 %1 迁移到另一种类型&lt;/h3&gt;把其他每种类型当作对 %1 最小 PASS 的干预：它释放了什么、什么新成为约束、€/h 和 W 的变化，以及 %1 的相邻 FAIL 状态中有多少在其上通过。矩阵视图把这些行与干预并列显示。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2 pass</source>
        <translation>%2 个中 %1 个通过</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no state passes</source>
        <translation>没有状态通过</translation>
    </message>
</context>
</TS>
