<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>App</name>
    <message>
        <source>Resume the unfinished game “%1” (round %2)?</source>
        <translation>继续未完成的游戏“%1”（第%2轮）？</translation>
    </message>
    <message>
        <source>Take up the room “%1” (players: %2)?</source>
        <translation>重新开启房间“%1”（玩家：%2）？</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <source>%1&apos;s game</source>
        <translation>%1的游戏</translation>
    </message>
    <message>
        <source>Decrypto night</source>
        <translation>谍报风云之夜</translation>
    </message>
    <message>
        <source>Could not host: %1</source>
        <translation>无法主持游戏：%1</translation>
    </message>
    <message>
        <source>Team window</source>
        <translation>队伍窗口</translation>
    </message>
    <message>
        <source>Who plays at this window? (names separated by commas)</source>
        <translation>谁在这个窗口玩？（名字之间用逗号分隔）</translation>
    </message>
    <message>
        <source>Type your name, then join.</source>
        <translation>请输入你的名字，然后加入。</translation>
    </message>
</context>
<context>
    <name>ClassExport</name>
    <message>
        <source>table</source>
        <translation>游戏桌</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>游戏桌名称</translation>
    </message>
    <message>
        <source>team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <source>players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>how the game ended</source>
        <translation>游戏如何结束</translation>
    </message>
    <message>
        <source>interception tokens</source>
        <translation>拦截成功指示物</translation>
    </message>
    <message>
        <source>miscommunication tokens</source>
        <translation>传讯失败指示物</translation>
    </message>
    <message>
        <source>rounds played</source>
        <translation>已进行轮数</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>encryptor</source>
        <translation>加密者</translation>
    </message>
    <message>
        <source>clue</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>keyword number</source>
        <translation>关键词编号</translation>
    </message>
    <message>
        <source>code</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>own team&apos;s guess</source>
        <translation>本队猜测</translation>
    </message>
    <message>
        <source>intercepted</source>
        <translation>被拦截</translation>
    </message>
    <message>
        <source>misread by own team</source>
        <translation>本队解码失败</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>无人获胜</translation>
    </message>
    <message>
        <source>shared win</source>
        <translation>共同获胜</translation>
    </message>
    <message>
        <source>won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>落败</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Export the class</source>
        <translation>导出全班结果</translation>
    </message>
    <message>
        <source>Zip archives (*.zip)</source>
        <translation>Zip 压缩包 (*.zip)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Force advance</source>
        <translation>强制推进</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再玩一局</translation>
    </message>
    <message>
        <source>Play again, shuffled teams</source>
        <translation>再玩一局（打乱分队）</translation>
    </message>
    <message>
        <source>Play again at every finished table</source>
        <translation>每张已结束的桌都再玩一局</translation>
    </message>
    <message>
        <source>… with shuffled teams</source>
        <translation>……并打乱分队</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>剩余%1秒</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>还没有玩家</translation>
    </message>
    <message>
        <source>Not ready to start · players: %1</source>
        <translation>尚未准备好开始 · 玩家：%1</translation>
    </message>
    <message>
        <source>Ready to start · %1 players</source>
        <translation>可以开始 · %1名玩家</translation>
    </message>
    <message>
        <source>Seats every student present at a table, at random: the tables get as many players as each other (one more at most), and each table two teams of equal size (one more at most). The students&apos; windows follow them. Only before any table starts; students can still be moved afterwards.</source>
        <translation>把在场的每位学生随机分到各张游戏桌：各桌人数相同（最多相差一人），每桌分成人数相同的两队（最多相差一人）。学生的窗口随之移动。只能在任何一桌开始之前使用；之后仍可移动个别学生。</translation>
    </message>
    <message>
        <source>The class is dealt: %1 students at %2 tables. Check the tables, then start.</source>
        <translation>全班已分桌：%1名学生，%2张游戏桌。请检查各桌，然后开始。</translation>
    </message>
    <message>
        <source>This table&apos;s keywords</source>
        <translation>本桌的关键词</translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation>投影视图</translation>
    </message>
    <message>
        <source>Another game at this table: the same players, new keywords</source>
        <translation>本桌再玩一局：玩家不变，关键词换新</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>第%1轮 · %2</translation>
    </message>
    <message>
        <source>interceptions: %1, miscommunications: %2</source>
        <translation>拦截成功：%1，传讯失败：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Away: %1</source>
        <translation>暂离：%1</translation>
    </message>
    <message>
        <source>Flags raised: %1</source>
        <translation>被质疑的提示：%1</translation>
    </message>
    <message>
        <source>No team yet: %1</source>
        <translation>尚未分队：%1</translation>
    </message>
    <message>
        <source>%1 — teacher&apos;s window</source>
        <translation>%1——教师窗口</translation>
    </message>
    <message>
        <source>All tables:</source>
        <translation>所有游戏桌：</translation>
    </message>
    <message>
        <source>Deal the class</source>
        <translation>全班分桌</translation>
    </message>
    <message>
        <source>Word list for all…</source>
        <translation>所有游戏桌的词表…</translation>
    </message>
    <message>
        <source>One word list, one word per line, for every table not started</source>
        <translation>一份词表（每行一个词），用于所有尚未开始的游戏桌</translation>
    </message>
    <message>
        <source>Add a table</source>
        <translation>添加游戏桌</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>导出结果…</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>到游戏桌</translation>
    </message>
    <message>
        <source>smaller team</source>
        <translation>人数较少的队</translation>
    </message>
    <message>
        <source>%1 · %2 tables</source>
        <translation>%1 · %2张游戏桌</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1（第%2桌）</translation>
    </message>
    <message>
        <source>Students join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>学生加入方法：打开 Decrypto，在列表中选择“%1”——或通过地址 %2 加入</translation>
    </message>
    <message>
        <source>PIN: %1</source>
        <translation>PIN 码：%1</translation>
    </message>
    <message>
        <source>In a browser: %1</source>
        <translation>在浏览器中打开：%1</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>第%1桌：%2</translation>
    </message>
    <message>
        <source>Every table uses “%1” (%2 words).</source>
        <translation>所有游戏桌都使用“%1”（%2个词）。</translation>
    </message>
    <message>
        <source>Word list for all tables</source>
        <translation>所有游戏桌的词表</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>ComputerBadge</name>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>脚本</translation>
    </message>
    <message>
        <source>scripted bot</source>
        <translation>脚本机器人</translation>
    </message>
    <message>
        <source>%1, scripted bot</source>
        <translation>%1，脚本机器人</translation>
    </message>
    <message>
        <source>%1, computer player</source>
        <translation>%1，电脑玩家</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>Computer players</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>难度(&amp;L)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Add a computer player: %1</source>
        <translation>添加电脑玩家：%1</translation>
    </message>
    <message>
        <source>Reading the word model…</source>
        <translation>正在读取词义模型…</translation>
    </message>
    <message>
        <source>Computer players at the table: %1</source>
        <translation>游戏桌上的电脑玩家：%1</translation>
    </message>
    <message>
        <source>The word model could not be loaded: %1</source>
        <translation>无法加载词义模型：%1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>电脑%1</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>&lt;b&gt;Windows:&lt;/b&gt; the first time the app runs, Windows asks whether to allow it on networks: allow &lt;i&gt;Private networks&lt;/i&gt;. The Wi-Fi must be set to &lt;i&gt;Private&lt;/i&gt;, not &lt;i&gt;Public&lt;/i&gt; (Settings → Network &amp;amp; Internet → your network).</source>
        <translation>&lt;b&gt;Windows：&lt;/b&gt;首次运行本应用时，Windows 会询问是否允许它访问网络：请允许&lt;i&gt;专用网络&lt;/i&gt;。Wi-Fi 必须设为&lt;i&gt;专用&lt;/i&gt;，而不是&lt;i&gt;公用&lt;/i&gt;（设置 → 网络和 Internet → 你的网络）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;macOS:&lt;/b&gt; allow &lt;i&gt;Local Network&lt;/i&gt; access when asked, or later in System Settings → Privacy &amp;amp; Security → Local Network. If the firewall is on, allow incoming connections for the app.</source>
        <translation>&lt;b&gt;macOS：&lt;/b&gt;系统询问时请允许访问&lt;i&gt;本地网络&lt;/i&gt;，或稍后在“系统设置 → 隐私与安全性 → 本地网络”中允许。如果开启了防火墙，请允许本应用的传入连接。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Linux:&lt;/b&gt; a firewall may block discovery (UDP port 5353, mDNS) and the game&apos;s TCP port. With ufw: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; and &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, replacing PORT with the port shown on the table.</source>
        <translation>&lt;b&gt;Linux：&lt;/b&gt;防火墙可能会阻止发现游戏（mDNS，UDP 端口5353）和游戏的 TCP 端口。使用 ufw 时：运行 &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; 和 &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;，其中 PORT 为游戏桌上显示的端口。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Guest and school Wi-Fi&lt;/b&gt; often keeps computers from seeing each other (client isolation). Use a network without client isolation, a phone&apos;s hotspot, or a cable.</source>
        <translation>&lt;b&gt;访客 Wi-Fi 和校园 Wi-Fi&lt;/b&gt; 常常让电脑之间无法互相发现（客户端隔离）。请换用没有这种限制的网络、手机热点或网线。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Still not listed?&lt;/b&gt; Use &lt;i&gt;Join by address&lt;/i&gt; in the start window with the address and port shown on the table. If that fails too, the computers cannot reach each other on this network.</source>
        <translation>&lt;b&gt;仍未出现在列表中？&lt;/b&gt;请在开始窗口中使用&lt;i&gt;通过地址加入&lt;/i&gt;，填入游戏桌上显示的地址和端口。如果仍然失败，说明这些电脑在此网络中无法互相连接。</translation>
    </message>
    <message>
        <source>About and diagnostics</source>
        <translation>关于与诊断</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Running on</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>已保存的游戏</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>日志文件</translation>
    </message>
    <message>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>非官方的玩家自制应用，与《谍报风云》（Decrypto）的出版商无关。</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>网络接口</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Used for games</source>
        <translation>用于游戏</translation>
    </message>
    <message>
        <source>&amp;Check the port</source>
        <translation>检查端口(&amp;C)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>This computer is not hosting a game. Addresses it would advertise:</source>
        <translation>这台电脑没有在主持游戏。主持时会在以下地址广播游戏：</translation>
    </message>
    <message>
        <source>Hosting on TCP port %1, advertised on:</source>
        <translation>正在 TCP 端口 %1 上主持游戏，广播地址：</translation>
    </message>
    <message>
        <source>no: this computer only</source>
        <translation>否：仅限本机</translation>
    </message>
    <message>
        <source>no: no network address yet</source>
        <translation>否：尚未获得网络地址</translation>
    </message>
    <message>
        <source>no: virtual machine, container or VPN</source>
        <translation>否：虚拟机、容器或 VPN</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>port open</source>
        <translation>端口可连接</translation>
    </message>
    <message>
        <source>port closed</source>
        <translation>端口无法连接</translation>
    </message>
</context>
<context>
    <name>DigitPicker</name>
    <message>
        <source>Digit %1 of the guess</source>
        <translation>猜测的第%1位数字</translation>
    </message>
    <message>
        <source>Click to clear this place</source>
        <translation>点击清空此位</translation>
    </message>
    <message>
        <source>Keyword %1 (or press %1)</source>
        <translation>关键词%1（或按%1键）</translation>
    </message>
    <message>
        <source>Keyword %1</source>
        <translation>关键词%1</translation>
    </message>
    <message>
        <source>Type 1-4 to fill the guess, Backspace to undo</source>
        <translation>输入1-4填写猜测，按退格键撤销</translation>
    </message>
    <message>
        <source>Code guess: type 1 to 4</source>
        <translation>密码猜测：输入1到4</translation>
    </message>
    <message>
        <source>The guess so far: %1</source>
        <translation>目前的猜测：%1</translation>
    </message>
</context>
<context>
    <name>EncryptPanel</name>
    <message>
        <source>You are the encryptor: write three clues</source>
        <translation>你是加密者：写下三条提示</translation>
    </message>
    <message>
        <source>Hold to see the code</source>
        <translation>按住查看密码</translation>
    </message>
    <message>
        <source>This window serves several players: the code shows only while held</source>
        <translation>此窗口由多名玩家共用：只有按住时才显示密码</translation>
    </message>
    <message>
        <source>Hand in the clues (Enter)</source>
        <translation>交出提示（回车键）</translation>
    </message>
    <message>
        <source>Final once handed in (Ctrl+Enter)</source>
        <translation>交出后不能再改（Ctrl+回车键）</translation>
    </message>
    <message>
        <source>Only people can judge these</source>
        <translation>这些只能由玩家判断</translation>
    </message>
    <message>
        <source>Clue %1</source>
        <translation>提示%1</translation>
    </message>
    <message>
        <source>Code %1</source>
        <translation>密码%1</translation>
    </message>
    <message>
        <source>Code hidden</source>
        <translation>密码已隐藏</translation>
    </message>
    <message>
        <source>A clue for keyword %1: %2</source>
        <translation>给关键词%1的提示：%2</translation>
    </message>
    <message>
        <source>Clue %1, for keyword %2: %3</source>
        <translation>提示%1，对应关键词%2：%3</translation>
    </message>
    <message>
        <source>Clue %1 (hold the button to see its digit)</source>
        <translation>提示%1（按住按钮可看到对应数字）</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>still empty</source>
        <translation>尚未填写</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Flag a clue</source>
        <translation>质疑提示</translation>
    </message>
    <message>
        <source>Round %1, clue %2: %3</source>
        <translation>第%1轮，提示%2：%3</translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Export note sheets (PDF)…</source>
        <translation>导出笔记纸（PDF）…</translation>
    </message>
    <message>
        <source>Export the game (JSON)…</source>
        <translation>导出本局游戏（JSON）…</translation>
    </message>
    <message>
        <source>The host can start another game at this table, with the same players: this window follows by itself. Export this game first to keep it.</source>
        <translation>主机可以在本桌用同样的玩家再开一局：本窗口会自动跟上。若想保留本局，请先导出。</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2</source>
        <translation>%1——拦截成功：%2</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1——拦截成功：%2，传讯失败：%3</translation>
    </message>
    <message>
        <source>%1 guessed: %2</source>
        <translation>%1的猜测：%2</translation>
    </message>
</context>
<context>
    <name>GuessPanel</name>
    <message>
        <source>Lock in the guess (Enter)</source>
        <translation>锁定猜测（回车键）</translation>
    </message>
    <message>
        <source>Locks the guess for the whole team</source>
        <translation>为全队锁定这个猜测</translation>
    </message>
    <message>
        <source>Your teammates decode your clues</source>
        <translation>队友正在解码你的提示</translation>
    </message>
    <message>
        <source>Stay silent until the code is revealed.</source>
        <translation>在密码揭晓之前请保持沉默。</translation>
    </message>
    <message>
        <source>%1 decodes — %2 stays silent</source>
        <translation>%1解码——%2保持沉默</translation>
    </message>
    <message>
        <source>%1 decode — %2 stays silent</source>
        <translation>%1解码——%2保持沉默</translation>
    </message>
    <message>
        <source>Decode your team&apos;s clues</source>
        <translation>解码本队的提示</translation>
    </message>
    <message>
        <source>%1 wrote them and stays silent.</source>
        <translation>这些提示由%1写出，写提示的人保持沉默。</translation>
    </message>
    <message>
        <source>The clues of %1</source>
        <translation>%1的提示</translation>
    </message>
    <message>
        <source>No interception in round 1: note the clues, they help later.</source>
        <translation>第1轮不能拦截：记下这些提示，之后会用得上。</translation>
    </message>
    <message>
        <source>Intercept: guess %1&apos;s code</source>
        <translation>拦截：猜出%1的密码</translation>
    </message>
    <message>
        <source>Which keyword does each clue point to? Type 1-4, then Enter.</source>
        <translation>每条提示分别指向哪个关键词？输入1-4，然后按回车键。</translation>
    </message>
    <message>
        <source>Time ran out: the clues were taken as they stood.</source>
        <translation>时间到：提示已按当时的内容交出。</translation>
    </message>
    <message>
        <source>Deciding with you: %1. The computer&apos;s guess appears below as the draft; change it if you disagree, then lock it in.</source>
        <translation>与你一起判断：%1。电脑的猜测以草稿形式显示在下方；如有不同意见可以修改，然后锁定。</translation>
    </message>
    <message>
        <source>Locked in: %1. Waiting for the other team…</source>
        <translation>已锁定：%1。正在等待另一队…</translation>
    </message>
    <message>
        <source>Locked in.</source>
        <translation>已锁定。</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User&apos;s guide</source>
        <translation>用户指南</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Network help…</source>
        <translation>网络帮助(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;About and diagnostics…</source>
        <translation>关于与诊断(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>HostControls</name>
    <message>
        <source>Table settings</source>
        <translation>游戏桌设置</translation>
    </message>
    <message>
        <source>&amp;Room name</source>
        <translation>房间名称(&amp;R)</translation>
    </message>
    <message>
        <source>Sand &amp;timer</source>
        <translation>沙漏计时器(&amp;T)</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>轮数(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Alternate</source>
        <translation>轮流先解码(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Word pack</source>
        <translation>词库(&amp;W)</translation>
    </message>
    <message>
        <source>Varia&amp;nt</source>
        <translation>游戏模式(&amp;N)</translation>
    </message>
    <message>
        <source>Lar&amp;ge teams</source>
        <translation>大型队伍(&amp;G)</translation>
    </message>
    <message>
        <source>P&amp;IN</source>
        <translation>PIN 码(&amp;I)</translation>
    </message>
    <message>
        <source>Standard: two teams</source>
        <translation>标准：两支队伍</translation>
    </message>
    <message>
        <source>Three players: two against an Interceptor</source>
        <translation>三人：两人对抗一名拦截者</translation>
    </message>
    <message>
        <source>Bundled: %1</source>
        <translation>内置：%1</translation>
    </message>
    <message>
        <source>Your word list…</source>
        <translation>自定义词表…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Black decodes first in even rounds</source>
        <translation>偶数轮由黑队先解码</translation>
    </message>
    <message>
        <source>Teams of up to 8</source>
        <translation>每队最多8人</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Players must type this PIN to join</source>
        <translation>玩家须输入此 PIN 码才能加入</translation>
    </message>
    <message>
        <source>Settings are fixed once the game starts.</source>
        <translation>游戏开始后设置即不可更改。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>开始游戏(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Force advance</source>
        <translation>强制推进(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>结束游戏(&amp;E)</translation>
    </message>
    <message>
        <source>Pla&amp;y again</source>
        <translation>再玩一局(&amp;Y)</translation>
    </message>
    <message>
        <source>A new game at this table: the same players in the same teams, new keywords</source>
        <translation>本桌开新一局：玩家和分队不变，关键词换新</translation>
    </message>
    <message>
        <source>Play again, s&amp;huffled teams</source>
        <translation>再玩一局，打乱分队(&amp;H)</translation>
    </message>
    <message>
        <source>A new game at this table: the same players in new teams, new keywords</source>
        <translation>本桌开新一局：玩家不变，重新分队，关键词换新</translation>
    </message>
    <message>
        <source>E&amp;xport the game log (JSON)…</source>
        <translation>导出游戏日志（JSON）(&amp;X)…</translation>
    </message>
    <message>
        <source>Han&amp;d over…</source>
        <translation>移交座位(&amp;D)…</translation>
    </message>
    <message>
        <source>Open a team window on this &amp;computer…</source>
        <translation>在本机打开队伍窗口(&amp;C)…</translation>
    </message>
    <message>
        <source>Word list “%1” (words: %2).</source>
        <translation>词表“%1”（词数：%2）。</translation>
    </message>
    <message>
        <source>Lines left out: %1.</source>
        <translation>已略过的行数：%1。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <translation>踢出(&amp;K)</translation>
    </message>
    <message>
        <source>Before the game: remove the player. In play: open the seat for someone else</source>
        <translation>游戏开始前：移除该玩家。游戏进行中：空出座位给其他人</translation>
    </message>
    <message>
        <source>Starts when the first encryptor hands in; 0 turns it off</source>
        <translation>第一位加密者交出提示后开始计时；设为0即关闭</translation>
    </message>
    <message>
        <source>End what the table is waiting for: clue drafts are handed in as they stand; a team that has not locked in its guess counts as wrong</source>
        <translation>结束游戏桌正在等待的步骤：提示草稿按原样交出；尚未锁定猜测的队伍算作猜错</translation>
    </message>
    <message>
        <source>Someone else takes this seat, seeing all it saw</source>
        <translation>由他人接替这个座位，并看到这个座位之前看到的一切</translation>
    </message>
    <message>
        <source>Choose a word list</source>
        <translation>选择词表</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>无法使用%1：%2</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <source>Ready to start.</source>
        <translation>可以开始了。</translation>
    </message>
    <message>
        <source>Cannot start yet: %1</source>
        <translation>还不能开始：%1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>空座位</translation>
    </message>
    <message>
        <source>away</source>
        <translation>暂离</translation>
    </message>
    <message>
        <source>The teams could not be shuffled: players who share a window stay together. A new game has started with the same teams.</source>
        <translation>无法打乱分队：共用一个窗口的玩家须在同一队。新一局已按原分队开始。</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>结束游戏</translation>
    </message>
    <message>
        <source>End the game now? Nobody wins.</source>
        <translation>现在结束游戏？将无人获胜。</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>踢出</translation>
    </message>
    <message>
        <source>Take %1 off the table?</source>
        <translation>将%1移出游戏桌？</translation>
    </message>
    <message>
        <source>Hand over a seat</source>
        <translation>移交座位</translation>
    </message>
    <message>
        <source>Who takes this seat?</source>
        <translation>由谁接替此座位？</translation>
    </message>
    <message>
        <source>Export the game log</source>
        <translation>导出游戏日志</translation>
    </message>
</context>
<context>
    <name>JoinQr</name>
    <message>
        <source>QR code of the address %1</source>
        <translation>地址 %1 的二维码</translation>
    </message>
    <message>
        <source>Join from a phone or tablet: scan the code</source>
        <translation>用手机或平板加入：扫描二维码</translation>
    </message>
    <message>
        <source>or open %1 in a browser</source>
        <translation>或直接打开网址 %1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Teams</source>
        <translation>队伍</translation>
    </message>
    <message>
        <source>We are ready</source>
        <translation>我们准备好了</translation>
    </message>
    <message>
        <source>Tell the host this window is ready to start</source>
        <translation>告诉主机此窗口已准备好开始</translation>
    </message>
    <message>
        <source>Play as %1</source>
        <translation>担任%1</translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>加入%1</translation>
    </message>
    <message>
        <source>Players in %1</source>
        <translation>%1的玩家</translation>
    </message>
    <message>
        <source>%1, one player</source>
        <translation>%1（一名玩家）</translation>
    </message>
    <message>
        <source>away</source>
        <translation>暂离</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The game is on.</source>
        <translation>游戏进行中。</translation>
    </message>
    <message>
        <source>Not ready to start: %1</source>
        <translation>尚未准备好开始：%1</translation>
    </message>
    <message>
        <source>Ready: waiting for the host to start the game.</source>
        <translation>已准备：等待主机开始游戏。</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Look</source>
        <translation>外观(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Reduced motion</source>
        <translation>减少动画(&amp;R)</translation>
    </message>
</context>
<context>
    <name>NoteSheet</name>
    <message>
        <source>Our side</source>
        <translation>我方</translation>
    </message>
    <message>
        <source>Their side</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>Clue 1</source>
        <translation>提示1</translation>
    </message>
    <message>
        <source>Clue 2</source>
        <translation>提示2</translation>
    </message>
    <message>
        <source>Clue 3</source>
        <translation>提示3</translation>
    </message>
    <message>
        <source>Our guess</source>
        <translation>我方猜测</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正确答案</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <source>Clues under each keyword number</source>
        <translation>按关键词编号归类的提示</translation>
    </message>
    <message>
        <source>Keyword %1</source>
        <translation>关键词%1</translation>
    </message>
    <message>
        <source>their side</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>our side</source>
        <translation>我方</translation>
    </message>
    <message>
        <source>Note sheet, %1: clues and codes by round</source>
        <translation>笔记纸（%1）：各轮的提示与密码</translation>
    </message>
    <message>
        <source>Clues under keyword %1, %2</source>
        <translation>关键词%1下的提示（%2）</translation>
    </message>
    <message>
        <source>Your note on their keyword %1</source>
        <translation>你对对方关键词%1的笔记</translation>
    </message>
    <message>
        <source>Note on their keyword %1</source>
        <translation>对方关键词%1的笔记</translation>
    </message>
    <message>
        <source>Round %1, “%2”: %3</source>
        <translation>第%1轮，“%2”：%3</translation>
    </message>
    <message>
        <source>You know this round&apos;s code: notes wait for its reveal.</source>
        <translation>你知道本轮的密码：笔记要等密码揭晓后再写。</translation>
    </message>
    <message>
        <source>Their side (%1)</source>
        <translation>对方（%1）</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <source>Sand timer</source>
        <translation>沙漏计时器</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Time left for the clues</source>
        <translation>写提示的剩余时间</translation>
    </message>
</context>
<context>
    <name>ScreenPanel</name>
    <message>
        <source>Our screen</source>
        <translation>我方屏幕</translation>
    </message>
    <message>
        <source>The Interceptor has no screen: read the team&apos;s clues and intercept.</source>
        <translation>拦截者没有屏幕：阅读对方队伍的提示并进行拦截。</translation>
    </message>
    <message>
        <source>Your keywords appear here when the game starts.</source>
        <translation>游戏开始后，你们的关键词会显示在这里。</translation>
    </message>
    <message>
        <source>Keyword %1: %2</source>
        <translation>关键词%1：%2</translation>
    </message>
</context>
<context>
    <name>StartWindow</name>
    <message>
        <source>Decrypto on the LAN</source>
        <translation>Decrypto 局域网版</translation>
    </message>
    <message>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>非官方的玩家自制应用，与《谍报风云》（Decrypto）的出版商无关。</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>你的名字(&amp;N)</translation>
    </message>
    <message>
        <source>e.g. Ann — or Ann, Bob when you share this computer</source>
        <translation>例如：小安；多人共用这台电脑时写：小安，小波</translation>
    </message>
    <message>
        <source>Several teammates at one computer: separate the names with commas</source>
        <translation>多名队友共用一台电脑：名字之间用逗号分隔</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>H&amp;ost a game</source>
        <translation>主持游戏(&amp;O)</translation>
    </message>
    <message>
        <source>Run the game on this computer and show the table (projector)</source>
        <translation>在这台电脑上运行游戏并显示游戏桌（投影）</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>本网络中的游戏</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN 码</translation>
    </message>
    <message>
        <source>&amp;Join the selected game</source>
        <translation>加入所选游戏(&amp;J)</translation>
    </message>
    <message>
        <source>Join by address (when the game does not appear)</source>
        <translation>通过地址加入（游戏未出现在列表中时）</translation>
    </message>
    <message>
        <source>192.168.1.20:47123</source>
        <translation>192.168.1.20:47123</translation>
    </message>
    <message>
        <source>Host address and port</source>
        <translation>主机地址和端口</translation>
    </message>
    <message>
        <source>Join &amp;by address</source>
        <translation>通过地址加入(&amp;B)</translation>
    </message>
    <message>
        <source>Recent hosts</source>
        <translation>最近的主机</translation>
    </message>
    <message>
        <source>Net&amp;work help…</source>
        <translation>网络帮助(&amp;W)…</translation>
    </message>
    <message>
        <source>What to do when a game does not appear in the list</source>
        <translation>游戏没有出现在列表中时该怎么办</translation>
    </message>
    <message>
        <source>Welcome! Type your name, then host a game or double-click one in the list.</source>
        <translation>欢迎！请输入你的名字，然后主持一局游戏，或双击列表中的游戏加入。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Cannot look for games on this network (%1). Join by address.</source>
        <translation>无法在本网络中搜索游戏（%1）。请通过地址加入。</translation>
    </message>
    <message>
        <source>Not looking for games on the network.</source>
        <translation>未在网络上搜索游戏。</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>正在本网络中搜索游戏…</translation>
    </message>
    <message>
        <source>No game found yet. Is the host on the same Wi-Fi as you? A guest network often keeps computers apart, and a firewall may block the game. You can also join by the address shown on the table.</source>
        <translation>还没有找到游戏。主机和你连的是同一个 Wi-Fi 吗？访客网络常常把电脑彼此隔开，防火墙也可能拦住游戏。你也可以按游戏桌上显示的地址加入。</translation>
    </message>
    <message>
        <source>Network help</source>
        <translation>网络帮助</translation>
    </message>
    <message>
        <source>lobby</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>other version</source>
        <translation>版本不同</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <source>A PIN is needed to join</source>
        <translation>需要 PIN 码才能加入</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>请先输入你的名字。</translation>
    </message>
    <message>
        <source>Type the address as shown on the table, such as 192.168.1.20:47123.</source>
        <translation>请输入游戏桌上显示的地址，例如 192.168.1.20:47123。</translation>
    </message>
    <message>
        <source>Wrong PIN. Type the PIN of “%1” again:</source>
        <translation>PIN 码错误。请重新输入“%1”的 PIN 码：</translation>
    </message>
    <message>
        <source>The PIN of “%1”:</source>
        <translation>“%1”的 PIN 码：</translation>
    </message>
    <message>
        <source>PIN for “%1”</source>
        <translation>“%1”的 PIN 码</translation>
    </message>
</context>
<context>
    <name>TablePicker</name>
    <message>
        <source>full</source>
        <translation>已满</translation>
    </message>
    <message>
        <source>1 free seat</source>
        <translation>1个空位</translation>
    </message>
    <message>
        <source>%1 free seats</source>
        <translation>%1个空位</translation>
    </message>
    <message>
        <source>%1 · %2 tables</source>
        <translation>%1 · %2张游戏桌</translation>
    </message>
    <message>
        <source>Table %1 · %2 seated</source>
        <translation>第%1桌 · %2人已入座</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Join “%1”</source>
        <translation>加入“%1”</translation>
    </message>
    <message>
        <source>&amp;Which table of “%1” do you join?</source>
        <translation>你要加入“%1”的哪一张游戏桌？(&amp;W)</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>游戏桌</translation>
    </message>
    <message>
        <source>Any table — the host seats you where there is room</source>
        <translation>任意一桌——主机会把你安排到有空位的游戏桌</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第%1桌</translation>
    </message>
    <message>
        <source>This table has no free seat.</source>
        <translation>这张游戏桌没有空位。</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>加入(&amp;J)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Round %1 — %2</source>
        <translation>第%1轮——%2</translation>
    </message>
    <message>
        <source>Interception</source>
        <translation>拦截</translation>
    </message>
    <message>
        <source>Own guess</source>
        <translation>本队猜测</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Show or hide the &amp;host controls</source>
        <translation>显示或隐藏主机控制面板(&amp;H)</translation>
    </message>
    <message>
        <source>Host controls in their own &amp;window (second screen)</source>
        <translation>主机控制面板放在独立窗口（第二块屏幕）(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>静音(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Reveal pace</source>
        <translation>揭晓节奏(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Brisk: a second a step</source>
        <translation>轻快：每步一秒(&amp;B)</translation>
    </message>
    <message>
        <source>For the &amp;room: two seconds a step</source>
        <translation>适合教室：每步两秒(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Slow: for reading aloud</source>
        <translation>慢速：便于朗读(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;kip to the end of the reveal</source>
        <translation>跳到揭晓结束(&amp;K)</translation>
    </message>
    <message>
        <source>Host controls</source>
        <translation>主机控制面板</translation>
    </message>
    <message>
        <source>Decrypto — table — %1</source>
        <translation>Decrypto——游戏桌——%1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第%1轮 / 共%2轮</translation>
    </message>
    <message>
        <source>The reveal: %1&apos;s code</source>
        <translation>揭晓：%1的密码</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>主机已暂停游戏</translation>
    </message>
    <message>
        <source>Encryptors are writing clues: %1</source>
        <translation>加密者正在写提示：%1</translation>
    </message>
    <message>
        <source>Decoding %1&apos;s clues</source>
        <translation>正在解码%1的提示</translation>
    </message>
    <message>
        <source>%1: locked in ✔</source>
        <translation>%1：已锁定 ✔</translation>
    </message>
    <message>
        <source>%1: deciding…</source>
        <translation>%1：商量中…</translation>
    </message>
    <message>
        <source>Join: open Decrypto, pick “%1” from the list, then table %3 — or join by address %2</source>
        <translation>加入方法：打开 Decrypto，在列表中选择“%1”，再选第%3桌——或通过地址 %2 加入</translation>
    </message>
    <message>
        <source>Join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>加入方法：打开 Decrypto，在列表中选择“%1”——或通过地址 %2 加入</translation>
    </message>
    <message>
        <source>PIN: %1</source>
        <translation>PIN 码：%1</translation>
    </message>
    <message>
        <source>Away: %1</source>
        <translation>暂离：%1</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>停止主持</translation>
    </message>
    <message>
        <source>Closing the table stops the game for everyone. It is saved: host again to resume it. Close?</source>
        <translation>关闭游戏桌会让所有人的游戏停止。游戏已保存：再次主持即可继续。要关闭吗？</translation>
    </message>
</context>
<context>
    <name>TeamBadge</name>
    <message>
        <source>Table</source>
        <translation>游戏桌</translation>
    </message>
</context>
<context>
    <name>TeamWindow</name>
    <message>
        <source>Round %1, %2:</source>
        <translation>第%1轮，%2：</translation>
    </message>
    <message>
        <source>interception %1 %2</source>
        <translation>拦截%1 %2</translation>
    </message>
    <message>
        <source>own guess %1 %2</source>
        <translation>本队猜测%1 %2</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>密码%1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flag a clue…</source>
        <translation>质疑提示(&amp;F)…</translation>
    </message>
    <message>
        <source>Export note sheets (&amp;PDF)…</source>
        <translation>导出笔记纸（PDF）(&amp;P)…</translation>
    </message>
    <message>
        <source>Export the game (&amp;JSON)…</source>
        <translation>导出本局游戏（JSON）(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Leave the game</source>
        <translation>离开游戏(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>静音(&amp;M)</translation>
    </message>
    <message>
        <source>Sound when it is my &amp;turn</source>
        <translation>轮到我时提示音(&amp;T)</translation>
    </message>
    <message>
        <source>Silent while Reduced motion is on</source>
        <translation>开启“减少动画”时不发声</translation>
    </message>
    <message>
        <source>Switch note sheet &amp;side</source>
        <translation>切换笔记纸正反面(&amp;S)</translation>
    </message>
    <message>
        <source>Flag a clue… (Ctrl+F)</source>
        <translation>质疑提示…（Ctrl+F）</translation>
    </message>
    <message>
        <source>Object to an opponent clue that breaks a rule only people can judge</source>
        <translation>质疑对手违反规则的提示（这些规则只能由玩家判断）</translation>
    </message>
    <message>
        <source>Playing: %1</source>
        <translation>玩家：%1</translation>
    </message>
    <message>
        <source>Decrypto — %1</source>
        <translation>Decrypto — %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第%1轮 / 共%2轮</translation>
    </message>
    <message>
        <source>No screen</source>
        <translation>没有屏幕</translation>
    </message>
    <message>
        <source>The host started a new game at this table.</source>
        <translation>主机在本桌开始了新一局。</translation>
    </message>
    <message>
        <source>%1 is encrypting — %2 decodes</source>
        <translation>%1加密——%2解码</translation>
    </message>
    <message>
        <source>%1 is encrypting — %2 decode</source>
        <translation>%1加密——%2解码</translation>
    </message>
    <message>
        <source>Playing: %1 — with %2</source>
        <translation>玩家：%1——队友：%2</translation>
    </message>
    <message>
        <source>The host has paused the game.</source>
        <translation>主机已暂停游戏。</translation>
    </message>
    <message>
        <source>%1, you are the encryptor: write three clues</source>
        <translation>%1，你是加密者：写下三条提示</translation>
    </message>
    <message>
        <source>%1: %2 has handed in the clues.</source>
        <translation>%1：%2已交出提示。</translation>
    </message>
    <message>
        <source>%1: %2 is writing the clues…</source>
        <translation>%1：%2正在写提示…</translation>
    </message>
    <message>
        <source>Lost the host — showing the last state; reconnecting by itself…</source>
        <translation>与主机的连接中断——显示最后的状态；正在自动重新连接…</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>主机拒绝了请求：%1</translation>
    </message>
    <message>
        <source>Export note sheets</source>
        <translation>导出笔记纸</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入%1。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存%1</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>导出本局游戏</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Light (lit room)</source>
        <translation>浅色（明亮的房间）(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark (dim room)</source>
        <translation>深色（昏暗的房间）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
</context>
<context>
    <name>TieBreakPanel</name>
    <message>
        <source>Their keyword %1</source>
        <translation>对方关键词%1</translation>
    </message>
    <message>
        <source>Hand in our guesses</source>
        <translation>交出我方的猜测</translation>
    </message>
    <message>
        <source>Done judging</source>
        <translation>评判完毕</translation>
    </message>
    <message>
        <source>Tie-break: guess the other team&apos;s four keywords</source>
        <translation>平局处理：猜出另一队的四个关键词</translation>
    </message>
    <message>
        <source>Tie-break: judge their guesses at our keywords</source>
        <translation>平局处理：评判对方对我方关键词的猜测</translation>
    </message>
    <message>
        <source>The team that guesses more keywords right wins.</source>
        <translation>猜对关键词更多的一队获胜。</translation>
    </message>
    <message>
        <source>Exact matches count by themselves; tick the guesses that mean the same as our keyword.</source>
        <translation>完全一致的猜测会自动计入；请勾选与我方关键词意思相同的猜测。</translation>
    </message>
    <message>
        <source>Waiting for the other team to judge…</source>
        <translation>正在等待另一队评判…</translation>
    </message>
    <message>
        <source>Handed in. Waiting for %1…</source>
        <translation>已交出。正在等待%1…</translation>
    </message>
</context>
<context>
    <name>TokenChips</name>
    <message>
        <source>interceptions: %1</source>
        <translation>拦截成功：%1</translation>
    </message>
    <message>
        <source>interceptions: %1, miscommunications: %2</source>
        <translation>拦截成功：%1，传讯失败：%2</translation>
    </message>
    <message>
        <source>interception</source>
        <translation>拦截成功</translation>
    </message>
    <message>
        <source>miscommunication</source>
        <translation>传讯失败</translation>
    </message>
    <message>
        <source>(two of a kind end the game)</source>
        <translation>（任一种指示物得到两枚即结束游戏）</translation>
    </message>
</context>
<context>
    <name>TokenCounter</name>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1——拦截成功：%2，传讯失败：%3</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>A team has at most %1 players.</source>
        <translation>每队最多%1名玩家。</translation>
    </message>
    <message>
        <source>A team has at most %1 players (or allow large teams).</source>
        <translation>每队最多%1名玩家（或开启“大型队伍”）。</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players.</source>
        <translation>每队至少需要2名玩家。</translation>
    </message>
    <message>
        <source>Teams should be as equal as possible: %1 against %2; move a player to the smaller team.</source>
        <translation>两队人数应尽量相等：现在是%1对%2，请把一名玩家移到人少的一队。</translation>
    </message>
    <message>
        <source>The three-player game needs two players in the team (White) and one Interceptor (Black).</source>
        <translation>三人游戏需要一队两名玩家（白队）和一名拦截者（黑队）。</translation>
    </message>
    <message>
        <source>%1 has not chosen a team.</source>
        <translation>%1还没有选择队伍。</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>有两名玩家同名。</translation>
    </message>
    <message>
        <source>Every player sits in team White or team Black.</source>
        <translation>每名玩家都要加入白队或黑队。</translation>
    </message>
    <message>
        <source>Every seat needs its own id.</source>
        <translation>每个座位都需要自己的编号。</translation>
    </message>
    <message>
        <source>The game could not be dealt.</source>
        <translation>无法发牌开局。</translation>
    </message>
    <message>
        <source>A word list needs at least %1 different words, one per line.</source>
        <translation>词表至少需要%1个不同的词，每行一个。</translation>
    </message>
    <message>
        <source>This file is too big for a word list.</source>
        <translation>这个文件太大，不能作为词表。</translation>
    </message>
    <message>
        <source>This file is not a word list.</source>
        <translation>这个文件不是词表。</translation>
    </message>
    <message>
        <source>This file is not UTF-8 text. Save it as UTF-8, one word a line.</source>
        <translation>这个文件不是 UTF-8 文本。请存为 UTF-8，每行一个词。</translation>
    </message>
    <message>
        <source>There is no word list for this language.</source>
        <translation>这种语言还没有词表。</translation>
    </message>
    <message>
        <source>Choose the standard game or the three-player one.</source>
        <translation>请选择标准游戏或三人游戏。</translation>
    </message>
    <message>
        <source>An option is either on or off.</source>
        <translation>选项只能是开或关。</translation>
    </message>
    <message>
        <source>The timer runs from 5 to %1 seconds, or is off.</source>
        <translation>计时器可设为5到%1秒，或关闭。</translation>
    </message>
    <message>
        <source>A game lasts from 1 to %1 rounds.</source>
        <translation>一局游戏为1到%1轮。</translation>
    </message>
    <message>
        <source>The saved game cannot be read: it is damaged or not one of ours.</source>
        <translation>无法读取存档：文件已损坏，或不是本应用的存档。</translation>
    </message>
    <message>
        <source>This game was saved by another version of the app.</source>
        <translation>这局游戏是用另一个版本的应用保存的。</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation>名字不能为空。</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>名字最多%1个字符。</translation>
    </message>
    <message>
        <source>A name may only hold printable characters.</source>
        <translation>名字只能包含可显示的字符。</translation>
    </message>
    <message>
        <source>Someone at this table already has that name.</source>
        <translation>这张游戏桌上已经有人用了这个名字。</translation>
    </message>
    <message>
        <source>Wrong PIN: this room has a PIN; ask the host for it.</source>
        <translation>PIN 码错误：这个房间设有 PIN 码，请向主机询问。</translation>
    </message>
    <message>
        <source>Someone at this table already has that name, or it is unusable.</source>
        <translation>这张游戏桌上已经有人用了这个名字，或这个名字不能使用。</translation>
    </message>
    <message>
        <source>The game has started and there is no free seat; ask the host to open one.</source>
        <translation>游戏已经开始，没有空位；请主机空出一个座位。</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>这个房间已满。</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried here: wait a moment, then type the PIN again.</source>
        <translation>这里试过太多错误的 PIN 码：请稍等片刻，再重新输入 PIN 码。</translation>
    </message>
    <message>
        <source>This class has no table with that number.</source>
        <translation>这个班级没有这个编号的游戏桌。</translation>
    </message>
    <message>
        <source>That table is full: choose another table, or any table.</source>
        <translation>那一桌已满：请选择另一桌，或任意一桌。</translation>
    </message>
    <message>
        <source>There is no table with that number.</source>
        <translation>没有这个编号的游戏桌。</translation>
    </message>
    <message>
        <source>That table is full: it has room for 16 players at most.</source>
        <translation>那一桌已满：每张游戏桌最多16名玩家。</translation>
    </message>
    <message>
        <source>The tables have started: students are moved and dealt only before.</source>
        <translation>各游戏桌已开始：只能在开始前调动和分配学生。</translation>
    </message>
    <message>
        <source>A host runs 1 to 16 tables.</source>
        <translation>一台主机可运行1到16张游戏桌。</translation>
    </message>
    <message>
        <source>The host could not do that.</source>
        <translation>主机无法执行此操作。</translation>
    </message>
    <message>
        <source>One window serves at most %1 players.</source>
        <translation>一个窗口最多供%1名玩家使用。</translation>
    </message>
    <message>
        <source>The host runs another version of the app; update both.</source>
        <translation>主机使用的是另一个版本的应用，请把两边都更新。</translation>
    </message>
    <message>
        <source>The host has closed the game.</source>
        <translation>主机已经关闭了游戏。</translation>
    </message>
    <message>
        <source>The host took you off the table.</source>
        <translation>主机把你移出了游戏桌。</translation>
    </message>
    <message>
        <source>This window was opened again on another computer.</source>
        <translation>这个窗口已在另一台电脑上重新打开。</translation>
    </message>
    <message>
        <source>The host could not handle this; nothing changed. Try again.</source>
        <translation>主机无法处理这个操作，什么都没有改变。请再试一次。</translation>
    </message>
    <message>
        <source>A PIN has at most %1 characters.</source>
        <translation>PIN 码最多%1个字符。</translation>
    </message>
    <message>
        <source>The game is paused already.</source>
        <translation>游戏已经暂停了。</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>游戏没有暂停。</translation>
    </message>
    <message>
        <source>The game has started; the teams are settled.</source>
        <translation>游戏已经开始，队伍已定。</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>还没有开始游戏。</translation>
    </message>
    <message>
        <source>The table has no team to choose.</source>
        <translation>游戏桌不需要选择队伍。</translation>
    </message>
    <message>
        <source>This window does not serve that player.</source>
        <translation>这个窗口不属于那名玩家。</translation>
    </message>
    <message>
        <source>This window serves no player.</source>
        <translation>这个窗口没有玩家。</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>这张游戏桌上没有这名玩家。</translation>
    </message>
    <message>
        <source>That name is empty, too long or taken.</source>
        <translation>这个名字为空、太长或已被使用。</translation>
    </message>
    <message>
        <source>This window is not part of this game.</source>
        <translation>这个窗口不属于这局游戏。</translation>
    </message>
    <message>
        <source>The host does not know this action.</source>
        <translation>主机不认识这个操作。</translation>
    </message>
    <message>
        <source>The game has moved on since; look again and retry.</source>
        <translation>游戏已经往前进行了，请再看一眼后重试。</translation>
    </message>
    <message>
        <source>Not now: the game is at another step.</source>
        <translation>现在不行：游戏正处于另一个阶段。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已经结束。</translation>
    </message>
    <message>
        <source>The game is not over yet: play again once it has ended.</source>
        <translation>本局尚未结束：请在结束后再玩一局。</translation>
    </message>
    <message>
        <source>The game is paused; wait for the host.</source>
        <translation>游戏已暂停，请等待主机。</translation>
    </message>
    <message>
        <source>Only this round&apos;s encryptor writes the clues.</source>
        <translation>只有本轮的加密者写提示。</translation>
    </message>
    <message>
        <source>You wrote these clues, so you sit this guess out; your teammates decode them.</source>
        <translation>这些提示是你写的，所以这次你不参与猜测，由队友来解码。</translation>
    </message>
    <message>
        <source>Your clues are being decoded: write nothing your team sees until the code is revealed.</source>
        <translation>队友正在解码你的提示：在密码揭晓前，不要写任何队友能看到的内容。</translation>
    </message>
    <message>
        <source>You know this round&apos;s code: write notes again once it is revealed.</source>
        <translation>你知道本轮的密码：密码揭晓后才能再写笔记。</translation>
    </message>
    <message>
        <source>Write exactly three clues, one for each digit of the code.</source>
        <translation>请正好写三条提示，密码的每个数字一条。</translation>
    </message>
    <message>
        <source>A clue cannot be empty.</source>
        <translation>提示不能为空。</translation>
    </message>
    <message>
        <source>A clue has at most %1 characters.</source>
        <translation>提示最多%1个字符。</translation>
    </message>
    <message>
        <source>This clue has characters that cannot be shown.</source>
        <translation>这条提示含有无法显示的字符。</translation>
    </message>
    <message>
        <source>This is your keyword %1; a clue may not be a keyword.</source>
        <translation>这是你们的关键词%1；提示不能是关键词。</translation>
    </message>
    <message>
        <source>This contains your keyword %1; a clue may not contain a keyword.</source>
        <translation>这里含有你们的关键词%1；提示不能包含关键词。</translation>
    </message>
    <message>
        <source>Your team has given this clue before.</source>
        <translation>你们队以前已经给过这条提示。</translation>
    </message>
    <message>
        <source>Your clues are in; they cannot be changed.</source>
        <translation>你的提示已经交出，不能再改。</translation>
    </message>
    <message>
        <source>Time ran out: the clues were taken as they stood.</source>
        <translation>时间到：提示已按当时的内容交出。</translation>
    </message>
    <message>
        <source>A guess is three different digits from 1 to 4.</source>
        <translation>猜测是1到4中三个不同的数字。</translation>
    </message>
    <message>
        <source>That code is not the one being decoded now.</source>
        <translation>现在解码的不是这个密码。</translation>
    </message>
    <message>
        <source>There is no interception in round 1: there are no clues yet.</source>
        <translation>第1轮没有拦截：还没有任何提示可循。</translation>
    </message>
    <message>
        <source>Say whose code you guess: White&apos;s or Black&apos;s.</source>
        <translation>请说明你猜的是哪队的密码：白队还是黑队。</translation>
    </message>
    <message>
        <source>Your team has locked in its guess already.</source>
        <translation>你们队已经锁定了猜测。</translation>
    </message>
    <message>
        <source>Say whose clue you flag: White&apos;s or Black&apos;s.</source>
        <translation>请说明你质疑的是哪队的提示：白队还是黑队。</translation>
    </message>
    <message>
        <source>Say which round&apos;s clue you flag.</source>
        <translation>请说明你质疑的是第几轮的提示。</translation>
    </message>
    <message>
        <source>Only the opponents may flag a clue.</source>
        <translation>只有对手可以质疑提示。</translation>
    </message>
    <message>
        <source>Say why the clue is flagged.</source>
        <translation>请说明质疑这条提示的原因。</translation>
    </message>
    <message>
        <source>Only a clue that has been decoded can be flagged.</source>
        <translation>只有已经解码过的提示才能被质疑。</translation>
    </message>
    <message>
        <source>There is no such clue to flag.</source>
        <translation>没有这条可以质疑的提示。</translation>
    </message>
    <message>
        <source>Your team has already flagged this clue.</source>
        <translation>你们队已经质疑过这条提示。</translation>
    </message>
    <message>
        <source>Notes go under keywords 1 to 4.</source>
        <translation>笔记写在关键词1到4下面。</translation>
    </message>
    <message>
        <source>A note has at most %1 characters.</source>
        <translation>笔记最多%1个字符。</translation>
    </message>
    <message>
        <source>A note may only hold printable characters.</source>
        <translation>笔记只能包含可显示的字符。</translation>
    </message>
    <message>
        <source>Write one guess for each of the 4 keywords.</source>
        <translation>请为4个关键词各写一个猜测。</translation>
    </message>
    <message>
        <source>A keyword guess has at most %1 characters.</source>
        <translation>关键词猜测最多%1个字符。</translation>
    </message>
    <message>
        <source>A guess may only hold printable characters.</source>
        <translation>猜测只能包含可显示的字符。</translation>
    </message>
    <message>
        <source>Your team has handed in its keyword guesses.</source>
        <translation>你们队已经交出了关键词猜测。</translation>
    </message>
    <message>
        <source>Your team has finished judging.</source>
        <translation>你们队已经评判完毕。</translation>
    </message>
    <message>
        <source>Judge the guesses at keywords 1 to 4.</source>
        <translation>请评判关键词1到4的猜测。</translation>
    </message>
    <message>
        <source>There is no guess at that keyword to accept.</source>
        <translation>那个关键词下没有可接受的猜测。</translation>
    </message>
    <message>
        <source>That guess matches the keyword already.</source>
        <translation>这个猜测已经与关键词一致。</translation>
    </message>
    <message>
        <source>The host did not understand this window (%1). Update both apps.</source>
        <translation>主机无法理解这个窗口发来的消息（%1）。请把两边的应用都更新。</translation>
    </message>
    <message>
        <source>Clue %1: %2</source>
        <translation>提示%1：%2</translation>
    </message>
    <message>
        <source>Nothing answered at %1: no game is running there, or the port is wrong. Check the address shown on the table.</source>
        <translation>%1 没有回应：那里没有正在进行的游戏，或端口不对。请核对游戏桌上显示的地址。</translation>
    </message>
    <message>
        <source>There is no computer called %1 on this network. Check the address.</source>
        <translation>这个网络上没有名为 %1 的电脑。请核对地址。</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this computer. Is it on the same network as you?</source>
        <translation>从这台电脑无法连到 %1。它和你在同一个网络上吗？</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check the address, that both computers are on the same network, and that no firewall blocks the game.</source>
        <translation>%1 没有及时回应。请核对地址，确认两台电脑在同一个网络上，并且没有防火墙拦住游戏。</translation>
    </message>
    <message>
        <source>%1 answered, but it is not a game of this app (or another version).</source>
        <translation>%1 有回应，但那不是本应用的游戏（或版本不同）。</translation>
    </message>
    <message>
        <source>Could not join %1.</source>
        <translation>无法加入 %1。</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>White</source>
        <translation>白队</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑队</translation>
    </message>
    <message>
        <source>Interceptor</source>
        <translation>拦截者</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>等待玩家</translation>
    </message>
    <message>
        <source>Encryptors write their clues</source>
        <translation>加密者写提示</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Tie-break: guess the keywords</source>
        <translation>平局处理：猜关键词</translation>
    </message>
    <message>
        <source>Tie-break: judging the guesses</source>
        <translation>平局处理：评判猜测</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>two interceptions</source>
        <translation>两次拦截成功</translation>
    </message>
    <message>
        <source>the other team misread its own code twice</source>
        <translation>另一队两次解错了自己的密码</translation>
    </message>
    <message>
        <source>tie-break on interceptions minus miscommunications</source>
        <translation>经平局处理，按拦截成功数减传讯失败数判定</translation>
    </message>
    <message>
        <source>more keywords guessed in the tie-break</source>
        <translation>经平局处理，猜中的关键词更多</translation>
    </message>
    <message>
        <source>still equal after the keyword guesses</source>
        <translation>猜关键词后仍然平局</translation>
    </message>
    <message>
        <source>the Interceptor gained two tokens</source>
        <translation>拦截者获得了两个拦截成功指示物</translation>
    </message>
    <message>
        <source>the team got through five rounds</source>
        <translation>队伍撑过了五轮</translation>
    </message>
    <message>
        <source>the host ended the game</source>
        <translation>主机结束了游戏</translation>
    </message>
    <message>
        <source>Game ended, nobody wins: %1.</source>
        <translation>游戏结束，无人获胜：%1。</translation>
    </message>
    <message>
        <source>Both teams win: %1.</source>
        <translation>两队共同获胜：%1。</translation>
    </message>
    <message>
        <source>The Interceptor wins: %1.</source>
        <translation>拦截者获胜：%1。</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1获胜：%2。</translation>
    </message>
    <message>
        <source>About spelling</source>
        <translation>涉及拼写</translation>
    </message>
    <message>
        <source>About letter count</source>
        <translation>涉及字数</translation>
    </message>
    <message>
        <source>About the keyword&apos;s position</source>
        <translation>涉及关键词的位置</translation>
    </message>
    <message>
        <source>About how it sounds</source>
        <translation>涉及发音</translation>
    </message>
    <message>
        <source>A private reference</source>
        <translation>涉及私人信息</translation>
    </message>
    <message>
        <source>A translation of the keyword</source>
        <translation>关键词的翻译</translation>
    </message>
    <message>
        <source>It says the code or its digits</source>
        <translation>说出了密码或其中的数字</translation>
    </message>
    <message>
        <source>The same idea as an earlier clue of theirs</source>
        <translation>与他们之前的提示意思相同</translation>
    </message>
    <message>
        <source>Something else</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Clues refer only to a keyword&apos;s meaning.</source>
        <translation>提示只能与关键词的意义相关。</translation>
    </message>
    <message>
        <source>Nothing about spelling, letter count or the keyword&apos;s position.</source>
        <translation>不得涉及拼写、字数或关键词在屏幕上的位置。</translation>
    </message>
    <message>
        <source>Nothing about how the keyword sounds (rhymes, homophones).</source>
        <translation>不得涉及关键词的发音（押韵、谐音）。</translation>
    </message>
    <message>
        <source>No private references the opponents cannot know.</source>
        <translation>不得使用对手无从知晓的私人信息。</translation>
    </message>
    <message>
        <source>No translations of a keyword.</source>
        <translation>不得使用关键词的翻译。</translation>
    </message>
    <message>
        <source>Never say the code or its digits.</source>
        <translation>绝不能说出密码或其中的数字。</translation>
    </message>
    <message>
        <source>No clue with the same idea as an earlier clue of your team.</source>
        <translation>提示不得与本队之前的提示意思相同。</translation>
    </message>
    <message>
        <source>While your code is being decoded, write nothing your teammates see, notes included.</source>
        <translation>在队友解码你的密码期间，不要写任何队友能看到的内容，笔记也不行。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>连接已断开——正在重新连接…</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>已断开连接</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Decrypto</source>
        <translation>Decrypto</translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>加入%1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Sharing this device? Put every player&apos;s name, separated by commas.</source>
        <translation>几个人共用这台设备？请填写每位玩家的名字，用逗号隔开。</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN 码</translation>
    </message>
    <message>
        <source>The PIN is shown on the table screen.</source>
        <translation>PIN 码显示在游戏桌的屏幕上。</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
    </message>
    <message>
        <source>Leave this game? Your seat is kept for you.</source>
        <translation>离开这局游戏？你的座位会为你保留。</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>请先输入你的名字。</translation>
    </message>
    <message>
        <source>This browser cannot connect to the host.</source>
        <translation>这个浏览器无法连接到主机。</translation>
    </message>
    <message>
        <source>Clue for keyword %1</source>
        <translation>对应关键词%1的提示</translation>
    </message>
    <message>
        <source>Hand in the clues</source>
        <translation>交出提示</translation>
    </message>
    <message>
        <source>Your turn: write three clues.</source>
        <translation>轮到你了：写下三条提示。</translation>
    </message>
    <message>
        <source>The sand timer is running: hand in your team&apos;s clues!</source>
        <translation>沙漏计时器已开始：快交出你们队的提示！</translation>
    </message>
    <message>
        <source>Lock in the guess</source>
        <translation>锁定猜测</translation>
    </message>
    <message>
        <source>Digit for clue %1</source>
        <translation>提示%1的数字</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Pick a keyword number for each clue.</source>
        <translation>为每条提示选一个关键词编号。</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>猜测</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Note sheet</source>
        <translation>笔记纸</translation>
    </message>
    <message>
        <source>Last reveal</source>
        <translation>上一次揭晓</translation>
    </message>
    <message>
        <source>Accept “%1” for keyword %2</source>
        <translation>接受“%1”作为关键词%2</translation>
    </message>
    <message>
        <source>Both screens</source>
        <translation>双方的屏幕</translation>
    </message>
    <message>
        <source>Your team wins!</source>
        <translation>你们队获胜！</translation>
    </message>
    <message>
        <source>Your team loses.</source>
        <translation>你们队落败。</translation>
    </message>
    <message>
        <source>Both teams win!</source>
        <translation>两队共同获胜！</translation>
    </message>
    <message>
        <source>Back to the join screen</source>
        <translation>返回加入页面</translation>
    </message>
    <message>
        <source>The host can start another game at this table: this page follows by itself.</source>
        <translation>主机可以在本桌再开一局：本页面会自动跟上。</translation>
    </message>
</context>
</TS>
