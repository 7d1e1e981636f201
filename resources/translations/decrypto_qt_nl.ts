<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>App</name>
    <message>
        <source>Resume the unfinished game “%1” (round %2)?</source>
        <translation>Het onafgemaakte spel “%1” (ronde %2) hervatten?</translation>
    </message>
    <message>
        <source>Take up the room “%1” (players: %2)?</source>
        <translation>Het spel “%1” weer openen (spelers: %2)?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>%1&apos;s game</source>
        <translation>Spel van %1</translation>
    </message>
    <message>
        <source>Decrypto night</source>
        <translation>Decrypto-avond</translation>
    </message>
    <message>
        <source>Could not host: %1</source>
        <translation>Kan het spel niet hosten: %1</translation>
    </message>
    <message>
        <source>Team window</source>
        <translation>Teamvenster</translation>
    </message>
    <message>
        <source>Who plays at this window? (names separated by commas)</source>
        <translation>Wie speelt er in dit venster? (namen gescheiden door komma&apos;s)</translation>
    </message>
    <message>
        <source>Type your name, then join.</source>
        <translation>Typ je naam en doe dan mee.</translation>
    </message>
</context>
<context>
    <name>ClassExport</name>
    <message>
        <source>table</source>
        <translation>tafel</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>naam van de tafel</translation>
    </message>
    <message>
        <source>team</source>
        <translation>team</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spelers</translation>
    </message>
    <message>
        <source>result</source>
        <translation>uitslag</translation>
    </message>
    <message>
        <source>how the game ended</source>
        <translation>hoe het spel eindigde</translation>
    </message>
    <message>
        <source>interception tokens</source>
        <translation>onderscheppingsfiches</translation>
    </message>
    <message>
        <source>miscommunication tokens</source>
        <translation>miscommunicatiefiches</translation>
    </message>
    <message>
        <source>rounds played</source>
        <translation>gespeelde rondes</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>encryptor</source>
        <translation>encryptor</translation>
    </message>
    <message>
        <source>clue</source>
        <translation>hint</translation>
    </message>
    <message>
        <source>keyword number</source>
        <translation>nummer van het sleutelwoord</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>own team&apos;s guess</source>
        <translation>gok van het eigen team</translation>
    </message>
    <message>
        <source>intercepted</source>
        <translation>onderschept</translation>
    </message>
    <message>
        <source>misread by own team</source>
        <translation>verkeerd ontcijferd door eigen team</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>geen winnaar</translation>
    </message>
    <message>
        <source>shared win</source>
        <translation>gedeelde overwinning</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>niet begonnen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Export the class</source>
        <translation>De klas exporteren</translation>
    </message>
    <message>
        <source>Zip archives (*.zip)</source>
        <translation>Zip-archieven (*.zip)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Exporteren mislukt: %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Geëxporteerd naar %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Force advance</source>
        <translation>Doorgaan forceren</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Beëindigen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Opnieuw spelen</translation>
    </message>
    <message>
        <source>Play again, shuffled teams</source>
        <translation>Opnieuw spelen, teams gehusseld</translation>
    </message>
    <message>
        <source>Play again at every finished table</source>
        <translation>Opnieuw spelen aan elke afgelopen tafel</translation>
    </message>
    <message>
        <source>… with shuffled teams</source>
        <translation>… met gehusselde teams</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>nog %1 s</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>Nog geen spelers</translation>
    </message>
    <message>
        <source>Not ready to start · players: %1</source>
        <translation>Nog niet klaar om te starten · spelers: %1</translation>
    </message>
    <message>
        <source>Ready to start · %1 players</source>
        <translation>Klaar om te starten · %1 spelers</translation>
    </message>
    <message>
        <source>Seats every student present at a table, at random: the tables get as many players as each other (one more at most), and each table two teams of equal size (one more at most). The students&apos; windows follow them. Only before any table starts; students can still be moved afterwards.</source>
        <translation>Zet elke aanwezige leerling willekeurig aan een tafel: de tafels krijgen evenveel spelers (hooguit één meer) en elke tafel twee even grote teams (hooguit één speler verschil). De vensters van de leerlingen gaan mee. Alleen voordat er een tafel start; daarna kun je leerlingen nog verplaatsen.</translation>
    </message>
    <message>
        <source>The class is dealt: %1 students at %2 tables. Check the tables, then start.</source>
        <translation>De klas is ingedeeld: %1 leerlingen aan %2 tafels. Controleer de tafels en start dan.</translation>
    </message>
    <message>
        <source>This table&apos;s keywords</source>
        <translation>De sleutelwoorden van deze tafel</translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation>Projectorweergave</translation>
    </message>
    <message>
        <source>Another game at this table: the same players, new keywords</source>
        <translation>Nog een spel aan deze tafel: dezelfde spelers, nieuwe sleutelwoorden</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Ronde %1 · %2</translation>
    </message>
    <message>
        <source>interceptions: %1, miscommunications: %2</source>
        <translation>onderscheppingen: %1, miscommunicaties: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Away: %1</source>
        <translation>Afwezig: %1</translation>
    </message>
    <message>
        <source>Flags raised: %1</source>
        <translation>Gemelde hints: %1</translation>
    </message>
    <message>
        <source>No team yet: %1</source>
        <translation>Nog zonder team: %1</translation>
    </message>
    <message>
        <source>%1 — teacher&apos;s window</source>
        <translation>%1 — venster van de leerkracht</translation>
    </message>
    <message>
        <source>All tables:</source>
        <translation>Alle tafels:</translation>
    </message>
    <message>
        <source>Deal the class</source>
        <translation>Klas indelen</translation>
    </message>
    <message>
        <source>Word list for all…</source>
        <translation>Woordenlijst voor alle…</translation>
    </message>
    <message>
        <source>One word list, one word per line, for every table not started</source>
        <translation>Eén woordenlijst, één woord per regel, voor elke tafel die nog niet begonnen is</translation>
    </message>
    <message>
        <source>Add a table</source>
        <translation>Tafel toevoegen</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Resultaten exporteren…</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verplaatsen</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>naar tafel</translation>
    </message>
    <message>
        <source>smaller team</source>
        <translation>kleinere team</translation>
    </message>
    <message>
        <source>%1 · %2 tables</source>
        <translation>%1 · %2 tafels</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1 (tafel %2)</translation>
    </message>
    <message>
        <source>Students join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>Leerlingen doen mee: open Decrypto en kies “%1” uit de lijst — of doe mee via adres %2</translation>
    </message>
    <message>
        <source>PIN: %1</source>
        <translation>Pincode: %1</translation>
    </message>
    <message>
        <source>In a browser: %1</source>
        <translation>In een browser: %1</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Tafel %1: %2</translation>
    </message>
    <message>
        <source>Every table uses “%1” (%2 words).</source>
        <translation>Alle tafels gebruiken “%1” (%2 woorden).</translation>
    </message>
    <message>
        <source>Word list for all tables</source>
        <translation>Woordenlijst voor alle tafels</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>ComputerBadge</name>
    <message>
        <source>easy</source>
        <translation>makkelijk</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normaal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>moeilijk</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>gescript</translation>
    </message>
    <message>
        <source>scripted bot</source>
        <translation>gescripte bot</translation>
    </message>
    <message>
        <source>%1, scripted bot</source>
        <translation>%1, gescripte bot</translation>
    </message>
    <message>
        <source>%1, computer player</source>
        <translation>%1, computerspeler</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>Computer players</source>
        <translation>Computerspelers</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Add a computer player: %1</source>
        <translation>Computerspeler toevoegen: %1</translation>
    </message>
    <message>
        <source>Reading the word model…</source>
        <translation>Het woordmodel wordt ingelezen…</translation>
    </message>
    <message>
        <source>Computer players at the table: %1</source>
        <translation>Computerspelers aan tafel: %1</translation>
    </message>
    <message>
        <source>The word model could not be loaded: %1</source>
        <translation>Het woordmodel kon niet worden geladen: %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>&lt;b&gt;Windows:&lt;/b&gt; the first time the app runs, Windows asks whether to allow it on networks: allow &lt;i&gt;Private networks&lt;/i&gt;. The Wi-Fi must be set to &lt;i&gt;Private&lt;/i&gt;, not &lt;i&gt;Public&lt;/i&gt; (Settings → Network &amp;amp; Internet → your network).</source>
        <translation>&lt;b&gt;Windows:&lt;/b&gt; de eerste keer dat de app start, vraagt Windows of hij op netwerken mag: sta &lt;i&gt;Particuliere netwerken&lt;/i&gt; toe. De wifi moet op &lt;i&gt;Particulier&lt;/i&gt; staan, niet op &lt;i&gt;Openbaar&lt;/i&gt; (Instellingen → Netwerk en internet → je netwerk).</translation>
    </message>
    <message>
        <source>&lt;b&gt;macOS:&lt;/b&gt; allow &lt;i&gt;Local Network&lt;/i&gt; access when asked, or later in System Settings → Privacy &amp;amp; Security → Local Network. If the firewall is on, allow incoming connections for the app.</source>
        <translation>&lt;b&gt;macOS:&lt;/b&gt; sta toegang tot het &lt;i&gt;Lokale netwerk&lt;/i&gt; toe wanneer daarom gevraagd wordt, of later via Systeeminstellingen → Privacy en beveiliging → Lokaal netwerk. Als de firewall aanstaat, sta dan inkomende verbindingen voor de app toe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Linux:&lt;/b&gt; a firewall may block discovery (UDP port 5353, mDNS) and the game&apos;s TCP port. With ufw: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; and &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, replacing PORT with the port shown on the table.</source>
        <translation>&lt;b&gt;Linux:&lt;/b&gt; een firewall kan het vinden van spellen (UDP-poort 5353, mDNS) en de TCP-poort van het spel blokkeren. Met ufw: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; en &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, met voor PORT de poort die op de tafel staat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Guest and school Wi-Fi&lt;/b&gt; often keeps computers from seeing each other (client isolation). Use a network without client isolation, a phone&apos;s hotspot, or a cable.</source>
        <translation>&lt;b&gt;Gasten- en schoolwifi&lt;/b&gt; zorgt er vaak voor dat computers elkaar niet zien (clientisolatie). Gebruik een netwerk zonder die beperking, de hotspot van een telefoon of een kabel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Still not listed?&lt;/b&gt; Use &lt;i&gt;Join by address&lt;/i&gt; in the start window with the address and port shown on the table. If that fails too, the computers cannot reach each other on this network.</source>
        <translation>&lt;b&gt;Staat het spel er nog steeds niet tussen?&lt;/b&gt; Gebruik &lt;i&gt;Meedoen via adres&lt;/i&gt; in het startvenster met het adres en de poort die op de tafel staan. Lukt dat ook niet, dan kunnen de computers elkaar op dit netwerk niet bereiken.</translation>
    </message>
    <message>
        <source>About and diagnostics</source>
        <translation>Info en diagnose</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <source>Running on</source>
        <translation>Draait op</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systeem</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Opgeslagen spellen</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Logbestand</translation>
    </message>
    <message>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Een onofficiële app van fans, niet verbonden aan de uitgevers van Decrypto.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Used for games</source>
        <translation>Gebruikt voor spellen</translation>
    </message>
    <message>
        <source>&amp;Check the port</source>
        <translation>Poort &amp;controleren</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <source>This computer is not hosting a game. Addresses it would advertise:</source>
        <translation>Deze computer host geen spel. Adressen waarop hij een spel zou aankondigen:</translation>
    </message>
    <message>
        <source>Hosting on TCP port %1, advertised on:</source>
        <translation>Spel gehost op TCP-poort %1, aangekondigd op:</translation>
    </message>
    <message>
        <source>no: this computer only</source>
        <translation>nee: alleen deze computer</translation>
    </message>
    <message>
        <source>no: no network address yet</source>
        <translation>nee: nog geen netwerkadres</translation>
    </message>
    <message>
        <source>no: virtual machine, container or VPN</source>
        <translation>nee: virtuele machine, container of VPN</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>port open</source>
        <translation>poort open</translation>
    </message>
    <message>
        <source>port closed</source>
        <translation>poort gesloten</translation>
    </message>
</context>
<context>
    <name>DigitPicker</name>
    <message>
        <source>Digit %1 of the guess</source>
        <translation>Cijfer %1 van de gok</translation>
    </message>
    <message>
        <source>Click to clear this place</source>
        <translation>Klik om dit vak te wissen</translation>
    </message>
    <message>
        <source>Keyword %1 (or press %1)</source>
        <translation>Sleutelwoord %1 (of druk op %1)</translation>
    </message>
    <message>
        <source>Keyword %1</source>
        <translation>Sleutelwoord %1</translation>
    </message>
    <message>
        <source>Type 1-4 to fill the guess, Backspace to undo</source>
        <translation>Typ 1-4 om de gok in te vullen, Backspace om terug te gaan</translation>
    </message>
    <message>
        <source>Code guess: type 1 to 4</source>
        <translation>Gok naar de code: typ 1 tot 4</translation>
    </message>
    <message>
        <source>The guess so far: %1</source>
        <translation>De gok tot nu toe: %1</translation>
    </message>
</context>
<context>
    <name>EncryptPanel</name>
    <message>
        <source>You are the encryptor: write three clues</source>
        <translation>Jij bent de encryptor: schrijf drie hints op</translation>
    </message>
    <message>
        <source>Hold to see the code</source>
        <translation>Ingedrukt houden om de code te zien</translation>
    </message>
    <message>
        <source>This window serves several players: the code shows only while held</source>
        <translation>Dit venster wordt door meerdere spelers gebruikt: de code is alleen zichtbaar zolang je de knop ingedrukt houdt</translation>
    </message>
    <message>
        <source>Hand in the clues (Enter)</source>
        <translation>Hints inleveren (Enter)</translation>
    </message>
    <message>
        <source>Final once handed in (Ctrl+Enter)</source>
        <translation>Definitief na het inleveren (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Only people can judge these</source>
        <translation>Alleen de spelers kunnen dit beoordelen</translation>
    </message>
    <message>
        <source>Clue %1</source>
        <translation>Hint %1</translation>
    </message>
    <message>
        <source>Code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <source>Code hidden</source>
        <translation>Code verborgen</translation>
    </message>
    <message>
        <source>A clue for keyword %1: %2</source>
        <translation>Een hint voor sleutelwoord %1: %2</translation>
    </message>
    <message>
        <source>Clue %1, for keyword %2: %3</source>
        <translation>Hint %1, voor sleutelwoord %2: %3</translation>
    </message>
    <message>
        <source>Clue %1 (hold the button to see its digit)</source>
        <translation>Hint %1 (houd de knop ingedrukt om het cijfer te zien)</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>in orde</translation>
    </message>
    <message>
        <source>still empty</source>
        <translation>nog leeg</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Flag a clue</source>
        <translation>Hint melden</translation>
    </message>
    <message>
        <source>Round %1, clue %2: %3</source>
        <translation>Ronde %1, hint %2: %3</translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Reden</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Export note sheets (PDF)…</source>
        <translation>Notitiebladen exporteren (PDF)…</translation>
    </message>
    <message>
        <source>Export the game (JSON)…</source>
        <translation>Spel exporteren (JSON)…</translation>
    </message>
    <message>
        <source>The host can start another game at this table, with the same players: this window follows by itself. Export this game first to keep it.</source>
        <translation>De host kan aan deze tafel nog een spel starten met dezelfde spelers: dit venster volgt vanzelf. Exporteer dit spel eerst als je het wilt bewaren.</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2</source>
        <translation>%1 — onderscheppingen: %2</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — onderscheppingen: %2, miscommunicaties: %3</translation>
    </message>
    <message>
        <source>%1 guessed: %2</source>
        <translation>%1 raadde: %2</translation>
    </message>
</context>
<context>
    <name>GuessPanel</name>
    <message>
        <source>Lock in the guess (Enter)</source>
        <translation>Gok vastleggen (Enter)</translation>
    </message>
    <message>
        <source>Locks the guess for the whole team</source>
        <translation>Legt de gok vast voor het hele team</translation>
    </message>
    <message>
        <source>Your teammates decode your clues</source>
        <translation>Je teamgenoten ontcijferen je hints</translation>
    </message>
    <message>
        <source>Stay silent until the code is revealed.</source>
        <translation>Zeg niets tot de code onthuld is.</translation>
    </message>
    <message>
        <source>%1 decodes — %2 stays silent</source>
        <translation>%1 ontcijfert — %2 zegt niets</translation>
    </message>
    <message>
        <source>%1 decode — %2 stays silent</source>
        <translation>%1 ontcijferen — %2 zegt niets</translation>
    </message>
    <message>
        <source>Decode your team&apos;s clues</source>
        <translation>Ontcijfer de hints van je team</translation>
    </message>
    <message>
        <source>%1 wrote them and stays silent.</source>
        <translation>%1 heeft ze geschreven en zegt niets.</translation>
    </message>
    <message>
        <source>The clues of %1</source>
        <translation>De hints van %1</translation>
    </message>
    <message>
        <source>No interception in round 1: note the clues, they help later.</source>
        <translation>In ronde 1 wordt niet onderschept: noteer de hints, ze helpen later.</translation>
    </message>
    <message>
        <source>Intercept: guess %1&apos;s code</source>
        <translation>Onderscheppen: raad de code van %1</translation>
    </message>
    <message>
        <source>Which keyword does each clue point to? Type 1-4, then Enter.</source>
        <translation>Naar welk sleutelwoord verwijst elke hint? Typ 1-4 en druk op Enter.</translation>
    </message>
    <message>
        <source>Time ran out: the clues were taken as they stood.</source>
        <translation>De tijd is om: de hints zijn genomen zoals ze er stonden.</translation>
    </message>
    <message>
        <source>Deciding with you: %1. The computer&apos;s guess appears below as the draft; change it if you disagree, then lock it in.</source>
        <translation>Beslist met jou mee: %1. De gok van de computer staat hieronder als concept; pas hem aan als je het er niet mee eens bent en leg hem dan vast.</translation>
    </message>
    <message>
        <source>Locked in: %1. Waiting for the other team…</source>
        <translation>Vastgelegd: %1. Wachten op het andere team…</translation>
    </message>
    <message>
        <source>Locked in.</source>
        <translation>Vastgelegd.</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User&apos;s guide</source>
        <translation>Handleiding</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>&amp;Handleiding</translation>
    </message>
    <message>
        <source>&amp;Network help…</source>
        <translation>&amp;Netwerkhulp…</translation>
    </message>
    <message>
        <source>&amp;About and diagnostics…</source>
        <translation>&amp;Info en diagnose…</translation>
    </message>
</context>
<context>
    <name>HostControls</name>
    <message>
        <source>Table settings</source>
        <translation>Tafelinstellingen</translation>
    </message>
    <message>
        <source>&amp;Room name</source>
        <translation>&amp;Naam van het spel</translation>
    </message>
    <message>
        <source>Sand &amp;timer</source>
        <translation>&amp;Zandloper</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>R&amp;ondes</translation>
    </message>
    <message>
        <source>&amp;Alternate</source>
        <translation>&amp;Afwisselen</translation>
    </message>
    <message>
        <source>&amp;Word pack</source>
        <translation>&amp;Woordenpakket</translation>
    </message>
    <message>
        <source>Varia&amp;nt</source>
        <translation>&amp;Variant</translation>
    </message>
    <message>
        <source>Lar&amp;ge teams</source>
        <translation>&amp;Grote teams</translation>
    </message>
    <message>
        <source>P&amp;IN</source>
        <translation>P&amp;incode</translation>
    </message>
    <message>
        <source>Standard: two teams</source>
        <translation>Standaard: twee teams</translation>
    </message>
    <message>
        <source>Three players: two against an Interceptor</source>
        <translation>Drie spelers: twee tegen een Onderschepper</translation>
    </message>
    <message>
        <source>Bundled: %1</source>
        <translation>Ingebouwd: %1</translation>
    </message>
    <message>
        <source>Your word list…</source>
        <translation>Eigen woordenlijst…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Black decodes first in even rounds</source>
        <translation>Zwart ontcijfert als eerste in even rondes</translation>
    </message>
    <message>
        <source>Teams of up to 8</source>
        <translation>Teams tot 8 spelers</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Players must type this PIN to join</source>
        <translation>Spelers moeten deze pincode invoeren om mee te doen</translation>
    </message>
    <message>
        <source>Settings are fixed once the game starts.</source>
        <translation>De instellingen liggen vast zodra het spel begint.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spel &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Force advance</source>
        <translation>&amp;Doorgaan forceren</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>Spel b&amp;eëindigen</translation>
    </message>
    <message>
        <source>Pla&amp;y again</source>
        <translation>Opnieuw spe&amp;len</translation>
    </message>
    <message>
        <source>A new game at this table: the same players in the same teams, new keywords</source>
        <translation>Een nieuw spel aan deze tafel: dezelfde spelers in dezelfde teams, nieuwe sleutelwoorden</translation>
    </message>
    <message>
        <source>Play again, s&amp;huffled teams</source>
        <translation>Opnieuw spelen, teams ge&amp;husseld</translation>
    </message>
    <message>
        <source>A new game at this table: the same players in new teams, new keywords</source>
        <translation>Een nieuw spel aan deze tafel: dezelfde spelers in nieuwe teams, nieuwe sleutelwoorden</translation>
    </message>
    <message>
        <source>E&amp;xport the game log (JSON)…</source>
        <translation>Spel&amp;log exporteren (JSON)…</translation>
    </message>
    <message>
        <source>Han&amp;d over…</source>
        <translation>Plaats &amp;overdragen…</translation>
    </message>
    <message>
        <source>Open a team window on this &amp;computer…</source>
        <translation>Teamvenster op deze &amp;computer openen…</translation>
    </message>
    <message>
        <source>Word list “%1” (words: %2).</source>
        <translation>Woordenlijst “%1” (woorden: %2).</translation>
    </message>
    <message>
        <source>Lines left out: %1.</source>
        <translation>Overgeslagen regels: %1.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <translation>Verwi&amp;jderen</translation>
    </message>
    <message>
        <source>Before the game: remove the player. In play: open the seat for someone else</source>
        <translation>Voor het spel: verwijdert de speler. Tijdens het spel: maakt de plaats vrij voor iemand anders</translation>
    </message>
    <message>
        <source>Starts when the first encryptor hands in; 0 turns it off</source>
        <translation>Start zodra de eerste encryptor de hints inlevert; 0 zet hem uit</translation>
    </message>
    <message>
        <source>End what the table is waiting for: clue drafts are handed in as they stand; a team that has not locked in its guess counts as wrong</source>
        <translation>Beëindig waar de tafel op wacht: concepthints worden ingeleverd zoals ze zijn; een team dat zijn gok niet heeft vastgelegd, telt als fout</translation>
    </message>
    <message>
        <source>Someone else takes this seat, seeing all it saw</source>
        <translation>Iemand anders neemt deze plaats over en ziet alles wat deze plaats zag</translation>
    </message>
    <message>
        <source>Choose a word list</source>
        <translation>Kies een woordenlijst</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>Kan %1 niet gebruiken: %2</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Niet gewijzigd: %1</translation>
    </message>
    <message>
        <source>Ready to start.</source>
        <translation>Klaar om te starten.</translation>
    </message>
    <message>
        <source>Cannot start yet: %1</source>
        <translation>Kan nog niet starten: %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauzeren</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>vrije plaats</translation>
    </message>
    <message>
        <source>away</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <source>The teams could not be shuffled: players who share a window stay together. A new game has started with the same teams.</source>
        <translation>De teams konden niet gehusseld worden: spelers die een venster delen, blijven bij elkaar. Er is een nieuw spel begonnen met dezelfde teams.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spel beëindigen</translation>
    </message>
    <message>
        <source>End the game now? Nobody wins.</source>
        <translation>Het spel nu beëindigen? Niemand wint.</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Take %1 off the table?</source>
        <translation>%1 van tafel halen?</translation>
    </message>
    <message>
        <source>Hand over a seat</source>
        <translation>Een plaats overdragen</translation>
    </message>
    <message>
        <source>Who takes this seat?</source>
        <translation>Wie neemt deze plaats in?</translation>
    </message>
    <message>
        <source>Export the game log</source>
        <translation>Spellog exporteren</translation>
    </message>
</context>
<context>
    <name>JoinQr</name>
    <message>
        <source>QR code of the address %1</source>
        <translation>QR-code van het adres %1</translation>
    </message>
    <message>
        <source>Join from a phone or tablet: scan the code</source>
        <translation>Meedoen met een telefoon of tablet: scan de code</translation>
    </message>
    <message>
        <source>or open %1 in a browser</source>
        <translation>of open %1 in een browser</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>We are ready</source>
        <translation>We zijn klaar</translation>
    </message>
    <message>
        <source>Tell the host this window is ready to start</source>
        <translation>Laat de host weten dat dit venster klaar is om te beginnen</translation>
    </message>
    <message>
        <source>Play as %1</source>
        <translation>Speel als %1</translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Aansluiten bij %1</translation>
    </message>
    <message>
        <source>Players in %1</source>
        <translation>Spelers van %1</translation>
    </message>
    <message>
        <source>%1, one player</source>
        <translation>%1, één speler</translation>
    </message>
    <message>
        <source>away</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <source>The game is on.</source>
        <translation>Het spel is bezig.</translation>
    </message>
    <message>
        <source>Not ready to start: %1</source>
        <translation>Nog niet klaar om te starten: %1</translation>
    </message>
    <message>
        <source>Ready: waiting for the host to start the game.</source>
        <translation>Klaar: wachten tot de host het spel start.</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Look</source>
        <translation>&amp;Uiterlijk</translation>
    </message>
    <message>
        <source>&amp;Reduced motion</source>
        <translation>&amp;Minder beweging</translation>
    </message>
</context>
<context>
    <name>NoteSheet</name>
    <message>
        <source>Our side</source>
        <translation>Onze kant</translation>
    </message>
    <message>
        <source>Their side</source>
        <translation>Hun kant</translation>
    </message>
    <message>
        <source>Clue 1</source>
        <translation>Hint 1</translation>
    </message>
    <message>
        <source>Clue 2</source>
        <translation>Hint 2</translation>
    </message>
    <message>
        <source>Clue 3</source>
        <translation>Hint 3</translation>
    </message>
    <message>
        <source>Our guess</source>
        <translation>Onze gok</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Juiste code</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Clues under each keyword number</source>
        <translation>Hints per sleutelwoordnummer</translation>
    </message>
    <message>
        <source>Keyword %1</source>
        <translation>Sleutelwoord %1</translation>
    </message>
    <message>
        <source>their side</source>
        <translation>hun kant</translation>
    </message>
    <message>
        <source>our side</source>
        <translation>onze kant</translation>
    </message>
    <message>
        <source>Note sheet, %1: clues and codes by round</source>
        <translation>Notitieblad, %1: hints en codes per ronde</translation>
    </message>
    <message>
        <source>Clues under keyword %1, %2</source>
        <translation>Hints onder sleutelwoord %1, %2</translation>
    </message>
    <message>
        <source>Your note on their keyword %1</source>
        <translation>Je notitie over hun sleutelwoord %1</translation>
    </message>
    <message>
        <source>Note on their keyword %1</source>
        <translation>Notitie over hun sleutelwoord %1</translation>
    </message>
    <message>
        <source>Round %1, “%2”: %3</source>
        <translation>Ronde %1, “%2”: %3</translation>
    </message>
    <message>
        <source>You know this round&apos;s code: notes wait for its reveal.</source>
        <translation>Je kent de code van deze ronde: aantekeningen wachten tot hij onthuld is.</translation>
    </message>
    <message>
        <source>Their side (%1)</source>
        <translation>Hun kant (%1)</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <source>Sand timer</source>
        <translation>Zandloper</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>Time left for the clues</source>
        <translation>Resterende tijd voor de hints</translation>
    </message>
</context>
<context>
    <name>ScreenPanel</name>
    <message>
        <source>Our screen</source>
        <translation>Ons scherm</translation>
    </message>
    <message>
        <source>The Interceptor has no screen: read the team&apos;s clues and intercept.</source>
        <translation>De Onderschepper heeft geen scherm: lees de hints van het team en onderschep.</translation>
    </message>
    <message>
        <source>Your keywords appear here when the game starts.</source>
        <translation>Je sleutelwoorden verschijnen hier zodra het spel begint.</translation>
    </message>
    <message>
        <source>Keyword %1: %2</source>
        <translation>Sleutelwoord %1: %2</translation>
    </message>
</context>
<context>
    <name>StartWindow</name>
    <message>
        <source>Decrypto on the LAN</source>
        <translation>Decrypto op het lokale netwerk</translation>
    </message>
    <message>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Een onofficiële app van fans, niet verbonden aan de uitgevers van Decrypto.</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Je &amp;naam</translation>
    </message>
    <message>
        <source>e.g. Ann — or Ann, Bob when you share this computer</source>
        <translation>bijv. Anna — of Anna, Bram als je deze computer deelt</translation>
    </message>
    <message>
        <source>Several teammates at one computer: separate the names with commas</source>
        <translation>Meerdere teamgenoten op één computer: scheid de namen met komma&apos;s</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>H&amp;ost a game</source>
        <translation>Een spel &amp;hosten</translation>
    </message>
    <message>
        <source>Run the game on this computer and show the table (projector)</source>
        <translation>Het spel op deze computer draaien en de tafel tonen (projector)</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>Spellen op dit netwerk</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Pincode</translation>
    </message>
    <message>
        <source>&amp;Join the selected game</source>
        <translation>&amp;Meedoen aan het gekozen spel</translation>
    </message>
    <message>
        <source>Join by address (when the game does not appear)</source>
        <translation>Meedoen via adres (als het spel niet verschijnt)</translation>
    </message>
    <message>
        <source>192.168.1.20:47123</source>
        <translation>192.168.1.20:47123</translation>
    </message>
    <message>
        <source>Host address and port</source>
        <translation>Adres en poort van de host</translation>
    </message>
    <message>
        <source>Join &amp;by address</source>
        <translation>Meedoen via &amp;adres</translation>
    </message>
    <message>
        <source>Recent hosts</source>
        <translation>Recente hosts</translation>
    </message>
    <message>
        <source>Net&amp;work help…</source>
        <translation>Net&amp;werkhulp…</translation>
    </message>
    <message>
        <source>What to do when a game does not appear in the list</source>
        <translation>Wat je kunt doen als een spel niet in de lijst verschijnt</translation>
    </message>
    <message>
        <source>Welcome! Type your name, then host a game or double-click one in the list.</source>
        <translation>Welkom! Typ je naam en host dan een spel of dubbelklik op een spel in de lijst.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinden met %1…</translation>
    </message>
    <message>
        <source>Cannot look for games on this network (%1). Join by address.</source>
        <translation>Kan niet naar spellen zoeken op dit netwerk (%1). Doe mee via adres.</translation>
    </message>
    <message>
        <source>Not looking for games on the network.</source>
        <translation>Er wordt niet naar spellen op het netwerk gezocht.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Zoeken naar spellen op dit netwerk…</translation>
    </message>
    <message>
        <source>No game found yet. Is the host on the same Wi-Fi as you? A guest network often keeps computers apart, and a firewall may block the game. You can also join by the address shown on the table.</source>
        <translation>Nog geen spel gevonden. Zit de host op dezelfde wifi als jij? Een gastnetwerk houdt computers vaak van elkaar gescheiden, en een firewall kan het spel tegenhouden. Je kunt ook meedoen via het adres dat op de tafel staat.</translation>
    </message>
    <message>
        <source>Network help</source>
        <translation>Hulp bij het netwerk</translation>
    </message>
    <message>
        <source>lobby</source>
        <translation>wacht op spelers</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>other version</source>
        <translation>andere versie</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>controleren…</translation>
    </message>
    <message>
        <source>A PIN is needed to join</source>
        <translation>Een pincode is nodig om mee te doen</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Typ eerst je naam.</translation>
    </message>
    <message>
        <source>Type the address as shown on the table, such as 192.168.1.20:47123.</source>
        <translation>Typ het adres zoals het op de tafel staat, bijvoorbeeld 192.168.1.20:47123.</translation>
    </message>
    <message>
        <source>Wrong PIN. Type the PIN of “%1” again:</source>
        <translation>Verkeerde pincode. Typ de pincode van “%1” opnieuw:</translation>
    </message>
    <message>
        <source>The PIN of “%1”:</source>
        <translation>Pincode van “%1”:</translation>
    </message>
    <message>
        <source>PIN for “%1”</source>
        <translation>Pincode voor “%1”</translation>
    </message>
</context>
<context>
    <name>TablePicker</name>
    <message>
        <source>full</source>
        <translation>vol</translation>
    </message>
    <message>
        <source>1 free seat</source>
        <translation>1 vrije plaats</translation>
    </message>
    <message>
        <source>%1 free seats</source>
        <translation>%1 vrije plaatsen</translation>
    </message>
    <message>
        <source>%1 · %2 tables</source>
        <translation>%1 · %2 tafels</translation>
    </message>
    <message>
        <source>Table %1 · %2 seated</source>
        <translation>Tafel %1 · %2 aan tafel</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>Join “%1”</source>
        <translation>Meedoen met “%1”</translation>
    </message>
    <message>
        <source>&amp;Which table of “%1” do you join?</source>
        <translation>&amp;Aan welke tafel van “%1” ga je zitten?</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>Any table — the host seats you where there is room</source>
        <translation>Maakt niet uit — de host zet je aan een tafel waar plaats is</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tafel %1</translation>
    </message>
    <message>
        <source>This table has no free seat.</source>
        <translation>Deze tafel heeft geen vrije plaats.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Meedoen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Round %1 — %2</source>
        <translation>Ronde %1 — %2</translation>
    </message>
    <message>
        <source>Interception</source>
        <translation>Onderschepping</translation>
    </message>
    <message>
        <source>Own guess</source>
        <translation>Eigen gok</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>Show or hide the &amp;host controls</source>
        <translation>&amp;Hostbediening tonen of verbergen</translation>
    </message>
    <message>
        <source>Host controls in their own &amp;window (second screen)</source>
        <translation>Hostbediening in een eigen &amp;venster (tweede scherm)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Geluid &amp;dempen</translation>
    </message>
    <message>
        <source>&amp;Reveal pace</source>
        <translation>Tempo van de &amp;onthulling</translation>
    </message>
    <message>
        <source>&amp;Brisk: a second a step</source>
        <translation>&amp;Vlot: een seconde per stap</translation>
    </message>
    <message>
        <source>For the &amp;room: two seconds a step</source>
        <translation>Voor de &amp;zaal: twee seconden per stap</translation>
    </message>
    <message>
        <source>&amp;Slow: for reading aloud</source>
        <translation>&amp;Langzaam: om voor te lezen</translation>
    </message>
    <message>
        <source>S&amp;kip to the end of the reveal</source>
        <translation>Naar het &amp;einde van de onthulling</translation>
    </message>
    <message>
        <source>Host controls</source>
        <translation>Hostbediening</translation>
    </message>
    <message>
        <source>Decrypto — table — %1</source>
        <translation>Decrypto — tafel — %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <source>The reveal: %1&apos;s code</source>
        <translation>Onthulling: de code van %1</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Gepauzeerd door de host</translation>
    </message>
    <message>
        <source>Encryptors are writing clues: %1</source>
        <translation>De encryptors schrijven hun hints: %1</translation>
    </message>
    <message>
        <source>Decoding %1&apos;s clues</source>
        <translation>De hints van %1 worden ontcijferd</translation>
    </message>
    <message>
        <source>%1: locked in ✔</source>
        <translation>%1: gok vastgelegd ✔</translation>
    </message>
    <message>
        <source>%1: deciding…</source>
        <translation>%1: overlegt…</translation>
    </message>
    <message>
        <source>Join: open Decrypto, pick “%1” from the list, then table %3 — or join by address %2</source>
        <translation>Meedoen: open Decrypto, kies “%1” uit de lijst en dan tafel %3 — of doe mee via adres %2</translation>
    </message>
    <message>
        <source>Join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>Meedoen: open Decrypto en kies “%1” uit de lijst — of doe mee via adres %2</translation>
    </message>
    <message>
        <source>PIN: %1</source>
        <translation>Pincode: %1</translation>
    </message>
    <message>
        <source>Away: %1</source>
        <translation>Afwezig: %1</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Stoppen met hosten</translation>
    </message>
    <message>
        <source>Closing the table stops the game for everyone. It is saved: host again to resume it. Close?</source>
        <translation>Als je de tafel sluit, stopt het spel voor iedereen. Het is opgeslagen: host opnieuw om verder te spelen. Sluiten?</translation>
    </message>
</context>
<context>
    <name>TeamBadge</name>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
</context>
<context>
    <name>TeamWindow</name>
    <message>
        <source>Round %1, %2:</source>
        <translation>Ronde %1, %2:</translation>
    </message>
    <message>
        <source>interception %1 %2</source>
        <translation>onderschepping %1 %2</translation>
    </message>
    <message>
        <source>own guess %1 %2</source>
        <translation>eigen gok %1 %2</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Flag a clue…</source>
        <translation>Hint &amp;melden…</translation>
    </message>
    <message>
        <source>Export note sheets (&amp;PDF)…</source>
        <translation>Notitiebladen exporteren (&amp;PDF)…</translation>
    </message>
    <message>
        <source>Export the game (&amp;JSON)…</source>
        <translation>Spel exporteren (&amp;JSON)…</translation>
    </message>
    <message>
        <source>&amp;Leave the game</source>
        <translation>Spel &amp;verlaten</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Geluid &amp;dempen</translation>
    </message>
    <message>
        <source>Sound when it is my &amp;turn</source>
        <translation>Geluid als ik aan de &amp;beurt ben</translation>
    </message>
    <message>
        <source>Silent while Reduced motion is on</source>
        <translation>Stil zolang “Minder beweging” aan staat</translation>
    </message>
    <message>
        <source>Switch note sheet &amp;side</source>
        <translation>Notitieblad &amp;omdraaien</translation>
    </message>
    <message>
        <source>Flag a clue… (Ctrl+F)</source>
        <translation>Hint melden… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Object to an opponent clue that breaks a rule only people can judge</source>
        <translation>Bezwaar maken tegen een hint van de tegenstander die een regel breekt die alleen spelers kunnen beoordelen</translation>
    </message>
    <message>
        <source>Playing: %1</source>
        <translation>Spelers: %1</translation>
    </message>
    <message>
        <source>Decrypto — %1</source>
        <translation>Decrypto — %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <source>No screen</source>
        <translation>Geen scherm</translation>
    </message>
    <message>
        <source>The host started a new game at this table.</source>
        <translation>De host is aan deze tafel een nieuw spel begonnen.</translation>
    </message>
    <message>
        <source>%1 is encrypting — %2 decodes</source>
        <translation>%1 versleutelt — %2 ontcijfert</translation>
    </message>
    <message>
        <source>%1 is encrypting — %2 decode</source>
        <translation>%1 versleutelt — %2 ontcijferen</translation>
    </message>
    <message>
        <source>Playing: %1 — with %2</source>
        <translation>Spelers: %1 — met %2</translation>
    </message>
    <message>
        <source>The host has paused the game.</source>
        <translation>De host heeft het spel gepauzeerd.</translation>
    </message>
    <message>
        <source>%1, you are the encryptor: write three clues</source>
        <translation>%1, jij bent de encryptor: schrijf drie hints</translation>
    </message>
    <message>
        <source>%1: %2 has handed in the clues.</source>
        <translation>%1: %2 heeft de hints ingeleverd.</translation>
    </message>
    <message>
        <source>%1: %2 is writing the clues…</source>
        <translation>%1: %2 schrijft de hints…</translation>
    </message>
    <message>
        <source>Lost the host — showing the last state; reconnecting by itself…</source>
        <translation>Verbinding met de host verbroken — de laatste stand wordt getoond; automatisch opnieuw verbinden…</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>De host weigerde: %1</translation>
    </message>
    <message>
        <source>Export note sheets</source>
        <translation>Notitiebladen exporteren</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Kan %1 niet schrijven.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Opgeslagen: %1</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Spel exporteren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Light (lit room)</source>
        <translation>&amp;Licht (verlichte ruimte)</translation>
    </message>
    <message>
        <source>&amp;Dark (dim room)</source>
        <translation>&amp;Donker (schemerige ruimte)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoog contrast</translation>
    </message>
</context>
<context>
    <name>TieBreakPanel</name>
    <message>
        <source>Their keyword %1</source>
        <translation>Hun sleutelwoord %1</translation>
    </message>
    <message>
        <source>Hand in our guesses</source>
        <translation>Onze gokken inleveren</translation>
    </message>
    <message>
        <source>Done judging</source>
        <translation>Klaar met beoordelen</translation>
    </message>
    <message>
        <source>Tie-break: guess the other team&apos;s four keywords</source>
        <translation>Bij gelijke stand: raad de vier sleutelwoorden van het andere team</translation>
    </message>
    <message>
        <source>Tie-break: judge their guesses at our keywords</source>
        <translation>Bij gelijke stand: beoordeel hun gokken naar onze sleutelwoorden</translation>
    </message>
    <message>
        <source>The team that guesses more keywords right wins.</source>
        <translation>Het team dat meer sleutelwoorden goed raadt, wint.</translation>
    </message>
    <message>
        <source>Exact matches count by themselves; tick the guesses that mean the same as our keyword.</source>
        <translation>Exacte overeenkomsten tellen vanzelf mee; vink de gokken aan die hetzelfde betekenen als ons sleutelwoord.</translation>
    </message>
    <message>
        <source>Waiting for the other team to judge…</source>
        <translation>Wachten tot het andere team heeft beoordeeld…</translation>
    </message>
    <message>
        <source>Handed in. Waiting for %1…</source>
        <translation>Ingeleverd. Wachten op %1…</translation>
    </message>
</context>
<context>
    <name>TokenChips</name>
    <message>
        <source>interceptions: %1</source>
        <translation>onderscheppingen: %1</translation>
    </message>
    <message>
        <source>interceptions: %1, miscommunications: %2</source>
        <translation>onderscheppingen: %1, miscommunicaties: %2</translation>
    </message>
    <message>
        <source>interception</source>
        <translation>onderschepping</translation>
    </message>
    <message>
        <source>miscommunication</source>
        <translation>miscommunicatie</translation>
    </message>
    <message>
        <source>(two of a kind end the game)</source>
        <translation>(twee van dezelfde soort beëindigen het spel)</translation>
    </message>
</context>
<context>
    <name>TokenCounter</name>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — onderscheppingen: %2, miscommunicaties: %3</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>A team has at most %1 players.</source>
        <translation>Een team heeft hoogstens %1 spelers.</translation>
    </message>
    <message>
        <source>A team has at most %1 players (or allow large teams).</source>
        <translation>Een team heeft hoogstens %1 spelers (of sta grote teams toe).</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players.</source>
        <translation>Elk team heeft minstens 2 spelers nodig.</translation>
    </message>
    <message>
        <source>Teams should be as equal as possible: %1 against %2; move a player to the smaller team.</source>
        <translation>De teams moeten zo gelijk mogelijk zijn: %1 tegen %2; zet een speler bij het kleinere team.</translation>
    </message>
    <message>
        <source>The three-player game needs two players in the team (White) and one Interceptor (Black).</source>
        <translation>Voor het spel met drie spelers zijn twee spelers in het team (Wit) en één Onderschepper (Zwart) nodig.</translation>
    </message>
    <message>
        <source>%1 has not chosen a team.</source>
        <translation>%1 heeft nog geen team gekozen.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Twee spelers hebben dezelfde naam.</translation>
    </message>
    <message>
        <source>Every player sits in team White or team Black.</source>
        <translation>Elke speler zit in Team Wit of Team Zwart.</translation>
    </message>
    <message>
        <source>Every seat needs its own id.</source>
        <translation>Elke plaats heeft een eigen id nodig.</translation>
    </message>
    <message>
        <source>The game could not be dealt.</source>
        <translation>De kaarten konden niet worden uitgedeeld.</translation>
    </message>
    <message>
        <source>A word list needs at least %1 different words, one per line.</source>
        <translation>Een woordenlijst heeft minstens %1 verschillende woorden nodig, één per regel.</translation>
    </message>
    <message>
        <source>This file is too big for a word list.</source>
        <translation>Dit bestand is te groot voor een woordenlijst.</translation>
    </message>
    <message>
        <source>This file is not a word list.</source>
        <translation>Dit bestand is geen woordenlijst.</translation>
    </message>
    <message>
        <source>This file is not UTF-8 text. Save it as UTF-8, one word a line.</source>
        <translation>Dit bestand is geen UTF-8-tekst. Sla het op als UTF-8, één woord per regel.</translation>
    </message>
    <message>
        <source>There is no word list for this language.</source>
        <translation>Er is geen woordenlijst voor deze taal.</translation>
    </message>
    <message>
        <source>Choose the standard game or the three-player one.</source>
        <translation>Kies het gewone spel of het spel met drie spelers.</translation>
    </message>
    <message>
        <source>An option is either on or off.</source>
        <translation>Een optie staat aan of uit.</translation>
    </message>
    <message>
        <source>The timer runs from 5 to %1 seconds, or is off.</source>
        <translation>De zandloper loopt 5 tot %1 seconden, of staat uit.</translation>
    </message>
    <message>
        <source>A game lasts from 1 to %1 rounds.</source>
        <translation>Een spel duurt 1 tot %1 rondes.</translation>
    </message>
    <message>
        <source>The saved game cannot be read: it is damaged or not one of ours.</source>
        <translation>Het opgeslagen spel is onleesbaar: het is beschadigd of komt niet van deze app.</translation>
    </message>
    <message>
        <source>This game was saved by another version of the app.</source>
        <translation>Dit spel is opgeslagen door een andere versie van de app.</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation>Een naam mag niet leeg zijn.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Een naam heeft hoogstens %1 tekens.</translation>
    </message>
    <message>
        <source>A name may only hold printable characters.</source>
        <translation>Een naam mag alleen afdrukbare tekens bevatten.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name.</source>
        <translation>Iemand aan deze tafel heeft die naam al.</translation>
    </message>
    <message>
        <source>Wrong PIN: this room has a PIN; ask the host for it.</source>
        <translation>Verkeerde pincode: dit spel heeft een pincode; vraag die aan de host.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name, or it is unusable.</source>
        <translation>Iemand aan deze tafel heeft die naam al, of de naam is onbruikbaar.</translation>
    </message>
    <message>
        <source>The game has started and there is no free seat; ask the host to open one.</source>
        <translation>Het spel is begonnen en er is geen vrije plaats; vraag de host er een vrij te maken.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>Dit spel is vol.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried here: wait a moment, then type the PIN again.</source>
        <translation>Hier zijn te veel verkeerde pincodes geprobeerd: wacht even en typ de pincode dan opnieuw.</translation>
    </message>
    <message>
        <source>This class has no table with that number.</source>
        <translation>Deze klas heeft geen tafel met dat nummer.</translation>
    </message>
    <message>
        <source>That table is full: choose another table, or any table.</source>
        <translation>Die tafel is vol: kies een andere tafel, of laat de host kiezen.</translation>
    </message>
    <message>
        <source>There is no table with that number.</source>
        <translation>Er is geen tafel met dat nummer.</translation>
    </message>
    <message>
        <source>That table is full: it has room for 16 players at most.</source>
        <translation>Die tafel is vol: er is plaats voor hoogstens 16 spelers.</translation>
    </message>
    <message>
        <source>The tables have started: students are moved and dealt only before.</source>
        <translation>De tafels zijn begonnen: leerlingen verplaatsen en verdelen kan alleen vooraf.</translation>
    </message>
    <message>
        <source>A host runs 1 to 16 tables.</source>
        <translation>Een host beheert 1 tot 16 tafels.</translation>
    </message>
    <message>
        <source>The host could not do that.</source>
        <translation>De host kon dat niet doen.</translation>
    </message>
    <message>
        <source>One window serves at most %1 players.</source>
        <translation>Eén venster dient hoogstens %1 spelers.</translation>
    </message>
    <message>
        <source>The host runs another version of the app; update both.</source>
        <translation>De host gebruikt een andere versie van de app; werk beide bij.</translation>
    </message>
    <message>
        <source>The host has closed the game.</source>
        <translation>De host heeft het spel gesloten.</translation>
    </message>
    <message>
        <source>The host took you off the table.</source>
        <translation>De host heeft je van tafel gehaald.</translation>
    </message>
    <message>
        <source>This window was opened again on another computer.</source>
        <translation>Dit venster is op een andere computer opnieuw geopend.</translation>
    </message>
    <message>
        <source>The host could not handle this; nothing changed. Try again.</source>
        <translation>De host kon dit niet verwerken; er is niets veranderd. Probeer het opnieuw.</translation>
    </message>
    <message>
        <source>A PIN has at most %1 characters.</source>
        <translation>Een pincode heeft hoogstens %1 tekens.</translation>
    </message>
    <message>
        <source>The game is paused already.</source>
        <translation>Het spel is al gepauzeerd.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>Het spel is niet gepauzeerd.</translation>
    </message>
    <message>
        <source>The game has started; the teams are settled.</source>
        <translation>Het spel is begonnen; de teams liggen vast.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Er is nog geen spel.</translation>
    </message>
    <message>
        <source>The table has no team to choose.</source>
        <translation>De tafel kiest geen team.</translation>
    </message>
    <message>
        <source>This window does not serve that player.</source>
        <translation>Dit venster hoort niet bij die speler.</translation>
    </message>
    <message>
        <source>This window serves no player.</source>
        <translation>Dit venster hoort bij geen enkele speler.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Die speler zit niet aan deze tafel.</translation>
    </message>
    <message>
        <source>That name is empty, too long or taken.</source>
        <translation>Die naam is leeg, te lang of al bezet.</translation>
    </message>
    <message>
        <source>This window is not part of this game.</source>
        <translation>Dit venster hoort niet bij dit spel.</translation>
    </message>
    <message>
        <source>The host does not know this action.</source>
        <translation>De host kent deze handeling niet.</translation>
    </message>
    <message>
        <source>The game has moved on since; look again and retry.</source>
        <translation>Het spel is intussen verder; kijk opnieuw en probeer het nog eens.</translation>
    </message>
    <message>
        <source>Not now: the game is at another step.</source>
        <translation>Nu niet: het spel is bij een andere stap.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>The game is not over yet: play again once it has ended.</source>
        <translation>Het spel is nog niet afgelopen: speel opnieuw zodra het is afgelopen.</translation>
    </message>
    <message>
        <source>The game is paused; wait for the host.</source>
        <translation>Het spel is gepauzeerd; wacht op de host.</translation>
    </message>
    <message>
        <source>Only this round&apos;s encryptor writes the clues.</source>
        <translation>Alleen de encryptor van deze ronde schrijft de hints.</translation>
    </message>
    <message>
        <source>You wrote these clues, so you sit this guess out; your teammates decode them.</source>
        <translation>Jij hebt deze hints geschreven, dus je raadt nu niet mee; je teamgenoten ontcijferen ze.</translation>
    </message>
    <message>
        <source>Your clues are being decoded: write nothing your team sees until the code is revealed.</source>
        <translation>Je hints worden ontcijferd: schrijf niets wat je team ziet tot de code onthuld is.</translation>
    </message>
    <message>
        <source>You know this round&apos;s code: write notes again once it is revealed.</source>
        <translation>Je kent de code van deze ronde: maak weer aantekeningen zodra hij onthuld is.</translation>
    </message>
    <message>
        <source>Write exactly three clues, one for each digit of the code.</source>
        <translation>Schrijf precies drie hints, één voor elk cijfer van de code.</translation>
    </message>
    <message>
        <source>A clue cannot be empty.</source>
        <translation>Een hint mag niet leeg zijn.</translation>
    </message>
    <message>
        <source>A clue has at most %1 characters.</source>
        <translation>Een hint heeft hoogstens %1 tekens.</translation>
    </message>
    <message>
        <source>This clue has characters that cannot be shown.</source>
        <translation>Deze hint bevat tekens die niet getoond kunnen worden.</translation>
    </message>
    <message>
        <source>This is your keyword %1; a clue may not be a keyword.</source>
        <translation>Dit is jullie sleutelwoord %1; een hint mag geen sleutelwoord zijn.</translation>
    </message>
    <message>
        <source>This contains your keyword %1; a clue may not contain a keyword.</source>
        <translation>Hierin staat jullie sleutelwoord %1; een hint mag geen sleutelwoord bevatten.</translation>
    </message>
    <message>
        <source>Your team has given this clue before.</source>
        <translation>Jullie team heeft deze hint al eens gegeven.</translation>
    </message>
    <message>
        <source>Your clues are in; they cannot be changed.</source>
        <translation>Je hints zijn ingeleverd; ze kunnen niet meer veranderen.</translation>
    </message>
    <message>
        <source>Time ran out: the clues were taken as they stood.</source>
        <translation>De tijd is om: de hints zijn genomen zoals ze er stonden.</translation>
    </message>
    <message>
        <source>A guess is three different digits from 1 to 4.</source>
        <translation>Een gok bestaat uit drie verschillende cijfers van 1 tot 4.</translation>
    </message>
    <message>
        <source>That code is not the one being decoded now.</source>
        <translation>Dat is niet de code die nu ontcijferd wordt.</translation>
    </message>
    <message>
        <source>There is no interception in round 1: there are no clues yet.</source>
        <translation>In ronde 1 wordt niet onderschept: er zijn nog geen hints.</translation>
    </message>
    <message>
        <source>Say whose code you guess: White&apos;s or Black&apos;s.</source>
        <translation>Zeg wiens code je raadt: die van Wit of die van Zwart.</translation>
    </message>
    <message>
        <source>Your team has locked in its guess already.</source>
        <translation>Jullie team heeft de gok al vastgelegd.</translation>
    </message>
    <message>
        <source>Say whose clue you flag: White&apos;s or Black&apos;s.</source>
        <translation>Zeg van wie de hint is die je meldt: van Wit of van Zwart.</translation>
    </message>
    <message>
        <source>Say which round&apos;s clue you flag.</source>
        <translation>Zeg uit welke ronde de hint komt die je meldt.</translation>
    </message>
    <message>
        <source>Only the opponents may flag a clue.</source>
        <translation>Alleen de tegenstanders mogen een hint melden.</translation>
    </message>
    <message>
        <source>Say why the clue is flagged.</source>
        <translation>Zeg waarom je de hint meldt.</translation>
    </message>
    <message>
        <source>Only a clue that has been decoded can be flagged.</source>
        <translation>Alleen een hint die al ontcijferd is, kan gemeld worden.</translation>
    </message>
    <message>
        <source>There is no such clue to flag.</source>
        <translation>Die hint bestaat niet, dus je kunt hem niet melden.</translation>
    </message>
    <message>
        <source>Your team has already flagged this clue.</source>
        <translation>Jullie team heeft deze hint al gemeld.</translation>
    </message>
    <message>
        <source>Notes go under keywords 1 to 4.</source>
        <translation>Notities horen onder sleutelwoord 1 tot 4.</translation>
    </message>
    <message>
        <source>A note has at most %1 characters.</source>
        <translation>Een notitie heeft hoogstens %1 tekens.</translation>
    </message>
    <message>
        <source>A note may only hold printable characters.</source>
        <translation>Een notitie mag alleen afdrukbare tekens bevatten.</translation>
    </message>
    <message>
        <source>Write one guess for each of the 4 keywords.</source>
        <translation>Schrijf voor elk van de 4 sleutelwoorden een gok.</translation>
    </message>
    <message>
        <source>A keyword guess has at most %1 characters.</source>
        <translation>Een gok naar een sleutelwoord heeft hoogstens %1 tekens.</translation>
    </message>
    <message>
        <source>A guess may only hold printable characters.</source>
        <translation>Een gok mag alleen afdrukbare tekens bevatten.</translation>
    </message>
    <message>
        <source>Your team has handed in its keyword guesses.</source>
        <translation>Jullie team heeft de gokken naar de sleutelwoorden ingeleverd.</translation>
    </message>
    <message>
        <source>Your team has finished judging.</source>
        <translation>Jullie team is klaar met beoordelen.</translation>
    </message>
    <message>
        <source>Judge the guesses at keywords 1 to 4.</source>
        <translation>Beoordeel de gokken bij sleutelwoord 1 tot 4.</translation>
    </message>
    <message>
        <source>There is no guess at that keyword to accept.</source>
        <translation>Bij dat sleutelwoord is geen gok om goed te keuren.</translation>
    </message>
    <message>
        <source>That guess matches the keyword already.</source>
        <translation>Die gok komt al overeen met het sleutelwoord.</translation>
    </message>
    <message>
        <source>The host did not understand this window (%1). Update both apps.</source>
        <translation>De host begreep dit venster niet (%1). Werk beide apps bij.</translation>
    </message>
    <message>
        <source>Clue %1: %2</source>
        <translation>Hint %1: %2</translation>
    </message>
    <message>
        <source>Nothing answered at %1: no game is running there, or the port is wrong. Check the address shown on the table.</source>
        <translation>Geen antwoord van %1: daar loopt geen spel, of de poort klopt niet. Controleer het adres dat op de tafel staat.</translation>
    </message>
    <message>
        <source>There is no computer called %1 on this network. Check the address.</source>
        <translation>Er is geen computer met de naam %1 op dit netwerk. Controleer het adres.</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this computer. Is it on the same network as you?</source>
        <translation>%1 is vanaf deze computer niet bereikbaar. Zit die op hetzelfde netwerk als jij?</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check the address, that both computers are on the same network, and that no firewall blocks the game.</source>
        <translation>%1 antwoordde niet op tijd. Controleer het adres, of beide computers op hetzelfde netwerk zitten en of er geen firewall het spel tegenhoudt.</translation>
    </message>
    <message>
        <source>%1 answered, but it is not a game of this app (or another version).</source>
        <translation>%1 antwoordde, maar het is geen spel van deze app (of een andere versie).</translation>
    </message>
    <message>
        <source>Could not join %1.</source>
        <translation>Kan niet meedoen met %1.</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Interceptor</source>
        <translation>Onderschepper</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Wachten op spelers</translation>
    </message>
    <message>
        <source>Encryptors write their clues</source>
        <translation>De encryptors schrijven hun hints</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>Ontcijferen</translation>
    </message>
    <message>
        <source>Tie-break: guess the keywords</source>
        <translation>Bij gelijke stand: raad de sleutelwoorden</translation>
    </message>
    <message>
        <source>Tie-break: judging the guesses</source>
        <translation>Bij gelijke stand: gokken beoordelen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>two interceptions</source>
        <translation>twee onderscheppingen</translation>
    </message>
    <message>
        <source>the other team misread its own code twice</source>
        <translation>het andere team raadde zijn eigen code twee keer verkeerd</translation>
    </message>
    <message>
        <source>tie-break on interceptions minus miscommunications</source>
        <translation>bij gelijke stand beslist door onderscheppingen min miscommunicaties</translation>
    </message>
    <message>
        <source>more keywords guessed in the tie-break</source>
        <translation>meer sleutelwoorden geraden bij gelijke stand</translation>
    </message>
    <message>
        <source>still equal after the keyword guesses</source>
        <translation>nog steeds gelijk na het raden van de sleutelwoorden</translation>
    </message>
    <message>
        <source>the Interceptor gained two tokens</source>
        <translation>de Onderschepper heeft twee fiches behaald</translation>
    </message>
    <message>
        <source>the team got through five rounds</source>
        <translation>het team heeft vijf rondes doorstaan</translation>
    </message>
    <message>
        <source>the host ended the game</source>
        <translation>de host heeft het spel beëindigd</translation>
    </message>
    <message>
        <source>Game ended, nobody wins: %1.</source>
        <translation>Spel beëindigd, niemand wint: %1.</translation>
    </message>
    <message>
        <source>Both teams win: %1.</source>
        <translation>Beide teams winnen: %1.</translation>
    </message>
    <message>
        <source>The Interceptor wins: %1.</source>
        <translation>De Onderschepper wint: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1 wint: %2.</translation>
    </message>
    <message>
        <source>About spelling</source>
        <translation>Gaat over de spelling</translation>
    </message>
    <message>
        <source>About letter count</source>
        <translation>Gaat over het aantal letters</translation>
    </message>
    <message>
        <source>About the keyword&apos;s position</source>
        <translation>Gaat over de positie van het sleutelwoord</translation>
    </message>
    <message>
        <source>About how it sounds</source>
        <translation>Gaat over de klank</translation>
    </message>
    <message>
        <source>A private reference</source>
        <translation>Een privéverwijzing</translation>
    </message>
    <message>
        <source>A translation of the keyword</source>
        <translation>Een vertaling van het sleutelwoord</translation>
    </message>
    <message>
        <source>It says the code or its digits</source>
        <translation>Noemt de code of de cijfers ervan</translation>
    </message>
    <message>
        <source>The same idea as an earlier clue of theirs</source>
        <translation>Hetzelfde idee als een eerdere hint van hen</translation>
    </message>
    <message>
        <source>Something else</source>
        <translation>Iets anders</translation>
    </message>
    <message>
        <source>Clues refer only to a keyword&apos;s meaning.</source>
        <translation>Hints verwijzen alleen naar de betekenis van een sleutelwoord.</translation>
    </message>
    <message>
        <source>Nothing about spelling, letter count or the keyword&apos;s position.</source>
        <translation>Niets over spelling, aantal letters of de positie van het sleutelwoord.</translation>
    </message>
    <message>
        <source>Nothing about how the keyword sounds (rhymes, homophones).</source>
        <translation>Niets over hoe het sleutelwoord klinkt (rijm, homofonen).</translation>
    </message>
    <message>
        <source>No private references the opponents cannot know.</source>
        <translation>Geen privéverwijzingen die de tegenstanders niet kunnen kennen.</translation>
    </message>
    <message>
        <source>No translations of a keyword.</source>
        <translation>Geen vertalingen van een sleutelwoord.</translation>
    </message>
    <message>
        <source>Never say the code or its digits.</source>
        <translation>Noem nooit de code of de cijfers ervan.</translation>
    </message>
    <message>
        <source>No clue with the same idea as an earlier clue of your team.</source>
        <translation>Geen hint met hetzelfde idee als een eerdere hint van je team.</translation>
    </message>
    <message>
        <source>While your code is being decoded, write nothing your teammates see, notes included.</source>
        <translation>Terwijl je code wordt ontcijferd, schrijf je niets wat je teamgenoten zien, ook geen notities.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbonden</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbinding verbroken — opnieuw verbinden…</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Niet verbonden</translation>
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
        <translation>Meedoen met %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Sharing this device? Put every player&apos;s name, separated by commas.</source>
        <translation>Delen jullie dit apparaat? Vul de naam van elke speler in, gescheiden door komma&apos;s.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Pincode</translation>
    </message>
    <message>
        <source>The PIN is shown on the table screen.</source>
        <translation>De pincode staat op het tafelscherm.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Meedoen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
    <message>
        <source>Leave this game? Your seat is kept for you.</source>
        <translation>Dit spel verlaten? Je plaats blijft voor je bewaard.</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Vul eerst je naam in.</translation>
    </message>
    <message>
        <source>This browser cannot connect to the host.</source>
        <translation>Deze browser kan geen verbinding maken met de host.</translation>
    </message>
    <message>
        <source>Clue for keyword %1</source>
        <translation>Hint voor sleutelwoord %1</translation>
    </message>
    <message>
        <source>Hand in the clues</source>
        <translation>Hints inleveren</translation>
    </message>
    <message>
        <source>Your turn: write three clues.</source>
        <translation>Jouw beurt: schrijf drie hints.</translation>
    </message>
    <message>
        <source>The sand timer is running: hand in your team&apos;s clues!</source>
        <translation>De zandloper loopt: lever de hints van je team in!</translation>
    </message>
    <message>
        <source>Lock in the guess</source>
        <translation>Gok vastleggen</translation>
    </message>
    <message>
        <source>Digit for clue %1</source>
        <translation>Cijfer voor hint %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Pick a keyword number for each clue.</source>
        <translation>Kies bij elke hint het nummer van een sleutelwoord.</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Gok</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Note sheet</source>
        <translation>Notitieblad</translation>
    </message>
    <message>
        <source>Last reveal</source>
        <translation>Laatste onthulling</translation>
    </message>
    <message>
        <source>Accept “%1” for keyword %2</source>
        <translation>“%1” goedkeuren voor sleutelwoord %2</translation>
    </message>
    <message>
        <source>Both screens</source>
        <translation>Beide schermen</translation>
    </message>
    <message>
        <source>Your team wins!</source>
        <translation>Je team wint!</translation>
    </message>
    <message>
        <source>Your team loses.</source>
        <translation>Je team verliest.</translation>
    </message>
    <message>
        <source>Both teams win!</source>
        <translation>Beide teams winnen!</translation>
    </message>
    <message>
        <source>Back to the join screen</source>
        <translation>Terug naar het beginscherm</translation>
    </message>
    <message>
        <source>The host can start another game at this table: this page follows by itself.</source>
        <translation>De host kan aan deze tafel nog een spel starten: deze pagina volgt vanzelf.</translation>
    </message>
</context>
</TS>
