<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>App</name>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="108"/>
        <source>Resume the unfinished game “%1” (round %2)?</source>
        <translation>Het onafgemaakte spel “%1” (ronde %2) hervatten?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="112"/>
        <source>Take up the room “%1” (players: %2)?</source>
        <translation>Kamer “%1” opnieuw openen (spelers: %2)?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="117"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="123"/>
        <source>%1&apos;s game</source>
        <translation>Spel van %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="125"/>
        <source>Decrypto night</source>
        <translation>Decrypto-avond</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="141"/>
        <source>Could not host: %1</source>
        <translation>Kan het spel niet hosten: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="194"/>
        <source>Team window</source>
        <translation>Teamvenster</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="195"/>
        <source>Who plays at this window? (names separated by commas)</source>
        <translation>Wie speelt er in dit venster? (namen gescheiden door komma&apos;s)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="330"/>
        <source>Type your name, then join.</source>
        <translation>Typ je naam en doe dan mee.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="51"/>
        <source>&lt;b&gt;Windows:&lt;/b&gt; the first time the app runs, Windows asks whether to allow it on networks: allow &lt;i&gt;Private networks&lt;/i&gt;. The Wi-Fi must be set to &lt;i&gt;Private&lt;/i&gt;, not &lt;i&gt;Public&lt;/i&gt; (Settings → Network &amp;amp; Internet → your network).</source>
        <translation>&lt;b&gt;Windows:&lt;/b&gt; de eerste keer dat de app start, vraagt Windows of hij op netwerken mag: sta &lt;i&gt;Particuliere netwerken&lt;/i&gt; toe. De Wi-Fi moet op &lt;i&gt;Particulier&lt;/i&gt; staan, niet op &lt;i&gt;Openbaar&lt;/i&gt; (Instellingen → Netwerk en internet → je netwerk).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="55"/>
        <source>&lt;b&gt;macOS:&lt;/b&gt; allow &lt;i&gt;Local Network&lt;/i&gt; access when asked, or later in System Settings → Privacy &amp;amp; Security → Local Network. If the firewall is on, allow incoming connections for the app.</source>
        <translation>&lt;b&gt;macOS:&lt;/b&gt; sta toegang tot het &lt;i&gt;Lokale netwerk&lt;/i&gt; toe wanneer daarom gevraagd wordt, of later via Systeeminstellingen → Privacy en beveiliging → Lokaal netwerk. Als de firewall aanstaat, sta dan inkomende verbindingen voor de app toe.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="59"/>
        <source>&lt;b&gt;Linux:&lt;/b&gt; a firewall may block discovery (UDP port 5353, mDNS) and the game&apos;s TCP port. With ufw: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; and &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, replacing PORT with the port shown on the table.</source>
        <translation>&lt;b&gt;Linux:&lt;/b&gt; een firewall kan het vinden van spellen (UDP-poort 5353, mDNS) en de TCP-poort van het spel blokkeren. Met ufw: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; en &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, met voor PORT de poort die op de tafel staat.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="63"/>
        <source>&lt;b&gt;Guest and school Wi-Fi&lt;/b&gt; often keeps computers from seeing each other (client isolation). Use a network without client isolation, a phone&apos;s hotspot, or a cable.</source>
        <translation>&lt;b&gt;Gasten- en schoolwifi&lt;/b&gt; zorgt er vaak voor dat computers elkaar niet zien (clientisolatie). Gebruik een netwerk zonder die beperking, de hotspot van een telefoon of een kabel.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="67"/>
        <source>&lt;b&gt;Still not listed?&lt;/b&gt; Use &lt;i&gt;Join by address&lt;/i&gt; in the start window with the address and port shown on the table. If that fails too, the computers cannot reach each other on this network.</source>
        <translation>&lt;b&gt;Staat het spel er nog steeds niet tussen?&lt;/b&gt; Gebruik &lt;i&gt;Meedoen via adres&lt;/i&gt; in het startvenster met het adres en de poort die op de tafel staan. Lukt dat ook niet, dan kunnen de computers elkaar op dit netwerk niet bereiken.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="88"/>
        <source>About and diagnostics</source>
        <translation>Info en diagnose</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="103"/>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="105"/>
        <source>Running on</source>
        <translation>Draait op</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="108"/>
        <source>System</source>
        <translation>Systeem</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="109"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="110"/>
        <source>Saved games</source>
        <translation>Opgeslagen spellen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="111"/>
        <source>Log file</source>
        <translation>Logbestand</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="116"/>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Een onofficiële app van fans, niet verbonden aan de uitgevers van Decrypto.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="125"/>
        <source>About</source>
        <translation>Info</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="134"/>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="135"/>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="136"/>
        <source>Used for games</source>
        <translation>Gebruikt voor spellen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="141"/>
        <source>&amp;Check the port</source>
        <translation>Poort &amp;controleren</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="148"/>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="162"/>
        <source>This computer is not hosting a game. Addresses it would advertise:</source>
        <translation>Deze computer host geen spel. Adressen waarop hij een spel zou aankondigen:</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="169"/>
        <source>Hosting on TCP port %1, advertised on:</source>
        <translation>Spel gehost op TCP-poort %1, aangekondigd op:</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="174"/>
        <source>no: this computer only</source>
        <translation>nee: alleen deze computer</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="175"/>
        <source>no: no network address yet</source>
        <translation>nee: nog geen netwerkadres</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="176"/>
        <source>no: virtual machine, container or VPN</source>
        <translation>nee: virtuele machine, container of VPN</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="182"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="211"/>
        <source>port open</source>
        <translation>poort open</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="213"/>
        <source>port closed</source>
        <translation>poort gesloten</translation>
    </message>
</context>
<context>
    <name>DigitPicker</name>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="65"/>
        <source>Digit %1 of the guess</source>
        <translation>Cijfer %1 van het antwoord</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="67"/>
        <source>Click to clear this place</source>
        <translation>Klik om dit vak te wissen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="69"/>
        <source>Keyword %1 (or press %1)</source>
        <translation>Sleutelwoord %1 (of druk op %1)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="70"/>
        <source>Type 1-4 to fill the guess, Backspace to undo</source>
        <translation>Typ 1-4 om het antwoord in te vullen, Backspace om terug te gaan</translation>
    </message>
</context>
<context>
    <name>EncryptPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="102"/>
        <source>You are the encryptor: write three clues</source>
        <translation>Jij bent de Encryptor: schrijf drie hints op</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="103"/>
        <source>Hold to see the code</source>
        <translation>Ingedrukt houden om de code te zien</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="105"/>
        <source>This window serves several players: the code shows only while held</source>
        <translation>Dit venster wordt door meerdere spelers gebruikt: de code is alleen zichtbaar zolang je de knop ingedrukt houdt</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="109"/>
        <source>Hand in the clues (Enter)</source>
        <translation>Hints inleveren (Enter)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="111"/>
        <source>Final once handed in (Ctrl+Enter)</source>
        <translation>Definitief na het inleveren (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="113"/>
        <source>Only people can judge these (R25)</source>
        <translation>Alleen spelers kunnen dit beoordelen (R25)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="116"/>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="175"/>
        <source>Clue %1</source>
        <translation>Hint %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="118"/>
        <source>Clue for digit %1</source>
        <translation>Hint voor cijfer %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="166"/>
        <source>Code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="168"/>
        <source>Code hidden</source>
        <translation>Code verborgen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="197"/>
        <source>fine</source>
        <translation>in orde</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="200"/>
        <source>still empty</source>
        <translation>nog leeg</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="19"/>
        <source>Flag a clue</source>
        <translation>Hint melden</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="27"/>
        <source>Round %1, clue %2: %3</source>
        <translation>Ronde %1, hint %2: %3</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="37"/>
        <source>Clue</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="38"/>
        <source>Why</source>
        <translation>Reden</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="74"/>
        <source>Export note sheets (PDF)…</source>
        <translation>Notitiebladen exporteren (PDF)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="75"/>
        <source>Export the game (JSON)…</source>
        <translation>Spel exporteren (JSON)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="90"/>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — onderscheppingen: %2, miscommunicaties: %3</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="114"/>
        <source>%1 guessed: %2</source>
        <translation>%1 raadde: %2</translation>
    </message>
</context>
<context>
    <name>GuessPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="62"/>
        <source>Lock in the guess (Enter)</source>
        <translation>Antwoord vastleggen (Enter)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="63"/>
        <source>Locks the guess for the whole team</source>
        <translation>Legt het antwoord vast voor het hele team</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="85"/>
        <source>Decode your team&apos;s clues</source>
        <translation>Ontcijfer de hints van je team</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="88"/>
        <source>Intercept: guess %1&apos;s code</source>
        <translation>Onderscheppen: raad de code van %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="95"/>
        <source>Your teammates are decoding your clues. Stay silent!</source>
        <translation>Je teamgenoten ontcijferen je hints. Zeg niets!</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="99"/>
        <source>Round 1: no interception yet. Listen to the clues.</source>
        <translation>Ronde 1: nog geen onderschepping. Luister naar de hints.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="103"/>
        <source>Which keyword does each clue point to? Type 1-4, then Enter.</source>
        <translation>Naar welk sleutelwoord verwijst elke hint? Typ 1-4 en druk op Enter.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="116"/>
        <source>Locked in: %1. Waiting for the other team…</source>
        <translation>Vastgelegd: %1. Wachten op het andere team…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="124"/>
        <source>Locked in.</source>
        <translation>Vastgelegd.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../decrypto_qt/ui/help_menu.py" line="29"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/help_menu.py" line="30"/>
        <source>&amp;Network help…</source>
        <translation>&amp;Netwerkhulp…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/help_menu.py" line="31"/>
        <source>&amp;About and diagnostics…</source>
        <translation>&amp;Info en diagnose…</translation>
    </message>
</context>
<context>
    <name>HostControls</name>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="165"/>
        <source>Table settings</source>
        <translation>Tafelinstellingen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="169"/>
        <source>&amp;Room name</source>
        <translation>&amp;Naam van de kamer</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="171"/>
        <source>Sand &amp;timer</source>
        <translation>&amp;Zandloper</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="172"/>
        <source>R&amp;ounds</source>
        <translation>R&amp;ondes</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="173"/>
        <source>&amp;Alternate</source>
        <translation>&amp;Afwisselen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="175"/>
        <source>&amp;Word pack</source>
        <translation>&amp;Woordenpakket</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="170"/>
        <source>Varia&amp;nt</source>
        <translation>&amp;Variant</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="174"/>
        <source>Lar&amp;ge teams</source>
        <translation>&amp;Grote teams</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="176"/>
        <source>P&amp;IN</source>
        <translation>P&amp;incode</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="184"/>
        <source>Standard: two teams</source>
        <translation>Standaard: twee teams</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="187"/>
        <source>Three players: two against an Interceptor</source>
        <translation>Drie spelers: twee tegen een Onderschepper</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="194"/>
        <source>Bundled: %1</source>
        <translation>Ingebouwd: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="198"/>
        <source>Your word list…</source>
        <translation>Eigen woordenlijst…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="201"/>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="202"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="204"/>
        <source>Starts when the first encryptor hands in (R8); 0 turns it off</source>
        <translation>Start zodra de eerste Encryptor de hints inlevert (R8); 0 zet hem uit</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="208"/>
        <source>Black decodes first in even rounds</source>
        <translation>Zwart ontcijfert als eerste in even rondes</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="209"/>
        <source>Teams of up to 8</source>
        <translation>Teams tot 8 spelers</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="210"/>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="211"/>
        <source>Players must type this PIN to join</source>
        <translation>Spelers moeten deze pincode invoeren om mee te doen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="213"/>
        <source>Settings are fixed once the game starts.</source>
        <translation>De instellingen liggen vast zodra het spel begint.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="215"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="216"/>
        <source>&amp;Start the game</source>
        <translation>Spel &amp;starten</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="217"/>
        <source>&amp;Force advance</source>
        <translation>&amp;Doorgaan forceren</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="224"/>
        <source>&amp;End the game</source>
        <translation>Spel b&amp;eëindigen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="225"/>
        <source>E&amp;xport the game log (JSON)…</source>
        <translation>Spel&amp;log exporteren (JSON)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="234"/>
        <source>Han&amp;d over…</source>
        <translation>&amp;Overdragen…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="239"/>
        <source>Open a team window on this &amp;computer…</source>
        <translation>Teamvenster op deze &amp;computer openen…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="297"/>
        <source>Word list “%1” (words: %2).</source>
        <translation>Woordenlijst “%1” (woorden: %2).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="302"/>
        <source>Lines left out: %1.</source>
        <translation>Overgeslagen regels: %1.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="226"/>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="219"/>
        <source>End what the table is waiting for (R31): clue drafts are handed in as they stand; a team that has not locked in its guess counts as wrong</source>
        <translation>Beëindig waar de tafel op wacht (R31): concepthints worden ingeleverd zoals ze zijn; een team dat zijn antwoord niet heeft vastgelegd, telt als fout</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="227"/>
        <source>&amp;Kick</source>
        <translation>Verwi&amp;jderen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="229"/>
        <source>Before the game: remove the player. In play: open the seat for someone else</source>
        <translation>Voor het spel: verwijdert de speler. Tijdens het spel: maakt de plaats vrij voor iemand anders</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="236"/>
        <source>Someone else takes this seat, seeing all it saw (R32)</source>
        <translation>Iemand anders neemt deze plaats over en ziet alles wat deze plaats zag (R32)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="269"/>
        <source>Choose a word list</source>
        <translation>Kies een woordenlijst</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="271"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="286"/>
        <source>Cannot use %1: %2</source>
        <translation>Kan %1 niet gebruiken: %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="336"/>
        <source>Not changed: %1</source>
        <translation>Niet gewijzigd: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="350"/>
        <source>Ready to start.</source>
        <translation>Klaar om te starten.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="352"/>
        <source>Cannot start yet: %1</source>
        <translation>Kan nog niet starten: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="360"/>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="362"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauzeren</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="378"/>
        <source>open seat</source>
        <translation>vrije plaats</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="380"/>
        <source>away</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="419"/>
        <source>End the game</source>
        <translation>Spel beëindigen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="420"/>
        <source>End the game now? Nobody wins.</source>
        <translation>Het spel nu beëindigen? Niemand wint.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="434"/>
        <source>Kick</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="435"/>
        <source>Take %1 off the table?</source>
        <translation>%1 van tafel halen?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="448"/>
        <source>Hand over a seat</source>
        <translation>Een plaats overdragen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="449"/>
        <source>Who takes this seat?</source>
        <translation>Wie neemt deze plaats in?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="464"/>
        <source>Export the game log</source>
        <translation>Spellog exporteren</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../decrypto_qt/ui/language_menu.py" line="31"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="76"/>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="77"/>
        <source>We are ready</source>
        <translation>We zijn klaar</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="79"/>
        <source>Tell the host this window is ready to start</source>
        <translation>Laat de host weten dat dit venster klaar is om te beginnen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="83"/>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="96"/>
        <source>Join %1</source>
        <translation>Aansluiten bij %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="112"/>
        <source>away</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="113"/>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="124"/>
        <source>The game is on.</source>
        <translation>Het spel is bezig.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="127"/>
        <source>Not ready to start: %1</source>
        <translation>Nog niet klaar om te starten: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="131"/>
        <source>Ready: waiting for the host to start the game.</source>
        <translation>Klaar: wachten tot de host het spel start.</translation>
    </message>
</context>
<context>
    <name>NoteSheet</name>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="35"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="161"/>
        <location filename="../../decrypto_qt/ui/team_window.py" line="318"/>
        <source>Our side</source>
        <translation>Onze zijde</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="36"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="162"/>
        <source>Their side</source>
        <translation>Hun zijde</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="45"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="82"/>
        <source>Clue 1</source>
        <translation>Hint 1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="46"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="83"/>
        <source>Clue 2</source>
        <translation>Hint 2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="47"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="84"/>
        <source>Clue 3</source>
        <translation>Hint 3</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="48"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="79"/>
        <source>Our guess</source>
        <translation>Ons antwoord</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="49"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="86"/>
        <source>Correct</source>
        <translation>Juiste code</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="91"/>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="93"/>
        <source>Clues under each keyword number</source>
        <translation>Hints per sleutelwoordnummer</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="95"/>
        <source>Keyword %1</source>
        <translation>Sleutelwoord %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="98"/>
        <source>Your note on their keyword %1</source>
        <translation>Je notitie over hun sleutelwoord %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="101"/>
        <source>Note on their keyword %1</source>
        <translation>Notitie over hun sleutelwoord %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="319"/>
        <source>Their side (%1)</source>
        <translation>Hun zijde (%1)</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <location filename="../../decrypto_qt/ui/sand_timer.py" line="34"/>
        <source>Sand timer</source>
        <translation>Zandloper</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/sand_timer.py" line="57"/>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/sand_timer.py" line="60"/>
        <source>Time left for the clues</source>
        <translation>Resterende tijd voor de hints</translation>
    </message>
</context>
<context>
    <name>ScreenPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="44"/>
        <source>Our screen</source>
        <translation>Ons scherm</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="49"/>
        <source>The Interceptor has no screen: read the team&apos;s clues and intercept.</source>
        <translation>De Onderschepper heeft geen scherm: lees de hints van het team en onderschep.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="54"/>
        <source>Your keywords appear here when the game starts.</source>
        <translation>Je sleutelwoorden verschijnen hier zodra het spel begint.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="61"/>
        <source>Keyword %1: %2</source>
        <translation>Sleutelwoord %1: %2</translation>
    </message>
</context>
<context>
    <name>StartWindow</name>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="176"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="177"/>
        <source>Decrypto on the LAN</source>
        <translation>Decrypto op het lokale netwerk</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="179"/>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Een onofficiële app van fans, niet verbonden aan de uitgevers van Decrypto.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="184"/>
        <source>Your &amp;name</source>
        <translation>Je &amp;naam</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="186"/>
        <source>e.g. Ann — or Ann, Bob when you share this computer</source>
        <translation>bijv. Anne — of Anne, Bob als je deze computer deelt</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="189"/>
        <source>Several teammates at one computer: separate the names with commas</source>
        <translation>Meerdere teamgenoten op één computer: scheid de namen met komma&apos;s</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="193"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="194"/>
        <source>H&amp;ost a game</source>
        <translation>Een spel &amp;hosten</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="196"/>
        <source>Run the game on this computer and show the table (projector)</source>
        <translation>Het spel op deze computer draaien en de tafel tonen (projector)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="198"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="208"/>
        <source>Games on this network</source>
        <translation>Spellen op dit netwerk</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="201"/>
        <source>Room</source>
        <translation>Kamer</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="202"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="203"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="204"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="205"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="390"/>
        <source>PIN</source>
        <translation>Pincode</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="209"/>
        <source>&amp;Join the selected game</source>
        <translation>&amp;Meedoen aan het gekozen spel</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="211"/>
        <source>Join by address (when the game does not appear)</source>
        <translation>Meedoen via adres (als het spel niet verschijnt)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="213"/>
        <source>192.168.1.20:47123</source>
        <translation>192.168.1.20:47123</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="214"/>
        <source>Host address and port</source>
        <translation>Adres en poort van de host</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="215"/>
        <source>Join &amp;by address</source>
        <translation>Meedoen via &amp;adres</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="216"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="217"/>
        <source>Recent hosts</source>
        <translation>Recente hosts</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="219"/>
        <source>Net&amp;work help…</source>
        <translation>Net&amp;werkhulp…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="221"/>
        <source>What to do when a game does not appear in the list</source>
        <translation>Wat je kunt doen als een spel niet in de lijst verschijnt</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="226"/>
        <source>Welcome! Type your name, then host a game or double-click one in the list.</source>
        <translation>Welkom! Typ je naam en host dan een spel of dubbelklik op een spel in de lijst.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="291"/>
        <source>Not looking for games on the network.</source>
        <translation>Er wordt niet naar spellen op het netwerk gezocht.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="294"/>
        <source>Looking for games on this network…</source>
        <translation>Zoeken naar spellen op dit netwerk…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="309"/>
        <source>lobby</source>
        <translation>wachtruimte</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="311"/>
        <source>in play</source>
        <translation>bezig</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="314"/>
        <source>other version</source>
        <translation>andere versie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="316"/>
        <source>checking…</source>
        <translation>controleren…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="321"/>
        <source>A PIN is needed to join</source>
        <translation>Een pincode is nodig om mee te doen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="356"/>
        <source>Type your name first.</source>
        <translation>Typ eerst je naam.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="375"/>
        <source>Type the address as shown on the table, such as 192.168.1.20:47123.</source>
        <translation>Typ het adres zoals het op de tafel staat, bijvoorbeeld 192.168.1.20:47123.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="391"/>
        <source>The PIN of “%1”:</source>
        <translation>Pincode van “%1”:</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="144"/>
        <source>Round %1 — %2</source>
        <translation>Ronde %1 — %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="154"/>
        <source>Interception</source>
        <translation>Onderschepping</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="159"/>
        <source>Own guess</source>
        <translation>Eigen antwoord</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="163"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="321"/>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="322"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="323"/>
        <source>Show or hide the &amp;host controls</source>
        <translation>Bediening van de &amp;host tonen of verbergen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="324"/>
        <source>&amp;Mute sounds</source>
        <translation>Geluid &amp;dempen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="326"/>
        <source>Host controls</source>
        <translation>Bediening van de host</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="370"/>
        <source>Decrypto — table — %1</source>
        <translation>Decrypto — tafel — %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="383"/>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="393"/>
        <source>◆ interceptions: %1   ✖ miscommunications: %2</source>
        <translation>◆ onderscheppingen: %1   ✖ miscommunicaties: %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="426"/>
        <source>Paused by the host</source>
        <translation>Gepauzeerd door de host</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="434"/>
        <source>Encryptors are writing clues: %1</source>
        <translation>Encryptors schrijven hun hints: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="441"/>
        <source>Decoding %1&apos;s clues</source>
        <translation>Hints van %1 ontcijferen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="449"/>
        <source>%1: locked in ✔</source>
        <translation>%1: antwoord vastgelegd ✔</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="451"/>
        <source>%1: deciding…</source>
        <translation>%1: overlegt…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="463"/>
        <source>Join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>Meedoen: open Decrypto en kies “%1” uit de lijst — of doe mee via adres %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="471"/>
        <source>PIN: %1</source>
        <translation>Pincode: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="482"/>
        <source>Away: %1</source>
        <translation>Afwezig: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="495"/>
        <source>Stop hosting</source>
        <translation>Stoppen met hosten</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="496"/>
        <source>Closing the table stops the game for everyone. It is saved: host again to resume it. Close?</source>
        <translation>Als je de tafel sluit, stopt het spel voor iedereen. Het is opgeslagen: host opnieuw om verder te spelen. Sluiten?</translation>
    </message>
</context>
<context>
    <name>TeamBadge</name>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="28"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
</context>
<context>
    <name>TeamWindow</name>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="54"/>
        <source>Round %1, %2:</source>
        <translation>Ronde %1, %2:</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="61"/>
        <source>interception %1 %2</source>
        <translation>onderschepping %1 %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="68"/>
        <source>own guess %1 %2</source>
        <translation>eigen antwoord %1 %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="72"/>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="228"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="229"/>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="230"/>
        <source>&amp;Flag a clue…</source>
        <translation>Hint &amp;melden…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="231"/>
        <source>Export note sheets (&amp;PDF)…</source>
        <translation>Notitiebladen exporteren (&amp;PDF)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="232"/>
        <source>Export the game (&amp;JSON)…</source>
        <translation>Spel exporteren (&amp;JSON)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="233"/>
        <source>&amp;Leave the game</source>
        <translation>Spel &amp;verlaten</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="234"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="235"/>
        <source>&amp;Mute sounds</source>
        <translation>Geluid &amp;dempen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="236"/>
        <source>Switch note sheet &amp;side</source>
        <translation>Notitieblad &amp;omdraaien</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="237"/>
        <source>Flag a clue… (Ctrl+F)</source>
        <translation>Hint melden… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="239"/>
        <source>Object to an opponent clue that breaks a rule only people can judge (R25)</source>
        <translation>Bezwaar maken tegen een hint van de tegenstander die een regel breekt die alleen spelers kunnen beoordelen (R25)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="268"/>
        <source>Playing: %1</source>
        <translation>Spelers: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="272"/>
        <source>Decrypto — %1</source>
        <translation>Decrypto — %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="291"/>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="332"/>
        <source>The host has paused the game.</source>
        <translation>De host heeft het spel gepauzeerd.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="358"/>
        <source>%1: %2 has handed in the clues.</source>
        <translation>%1: %2 heeft de hints ingeleverd.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="364"/>
        <source>%1: %2 is writing the clues…</source>
        <translation>%1: %2 schrijft de hints…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="434"/>
        <source>Lost the host — showing the last state; reconnecting by itself…</source>
        <translation>Verbinding met de host verbroken — de laatste stand wordt getoond; automatisch opnieuw verbinden…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="453"/>
        <source>The host refused: %1</source>
        <translation>De host weigerde: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="483"/>
        <source>Export note sheets</source>
        <translation>Notitiebladen exporteren</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="494"/>
        <source>Could not write %1.</source>
        <translation>Kan %1 niet schrijven.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="498"/>
        <location filename="../../decrypto_qt/ui/team_window.py" line="520"/>
        <source>Saved %1</source>
        <translation>Opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="508"/>
        <source>Export the game</source>
        <translation>Spel exporteren</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="493"/>
        <location filename="../../decrypto_qt/ui/team_window.py" line="517"/>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
</context>
<context>
    <name>TieBreakPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="82"/>
        <source>Their keyword %1</source>
        <translation>Hun sleutelwoord %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="84"/>
        <source>Hand in our guesses</source>
        <translation>Onze antwoorden inleveren</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="85"/>
        <source>Done judging</source>
        <translation>Klaar met beoordelen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="106"/>
        <source>Tie-break: guess the other team&apos;s four keywords</source>
        <translation>Gelijkspel: raad de vier sleutelwoorden van het andere team</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="108"/>
        <source>Tie-break: judge their guesses at our keywords</source>
        <translation>Gelijkspel: beoordeel hun antwoorden op onze sleutelwoorden</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="111"/>
        <source>The team that guesses more keywords right wins (R20).</source>
        <translation>Het team dat meer sleutelwoorden goed raadt, wint (R20).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="113"/>
        <source>Exact matches count by themselves; tick the guesses that mean the same as our keyword.</source>
        <translation>Exacte overeenkomsten tellen vanzelf mee; vink de antwoorden aan die hetzelfde betekenen als ons sleutelwoord.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="149"/>
        <source>Waiting for the other team to judge…</source>
        <translation>Wachten tot het andere team heeft beoordeeld…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="153"/>
        <source>Handed in. Waiting for %1…</source>
        <translation>Ingeleverd. Wachten op %1…</translation>
    </message>
</context>
<context>
    <name>TokenCounter</name>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="62"/>
        <source>Interception tokens: %1</source>
        <translation>Onderscheppingsfiches: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="65"/>
        <source>Miscommunication tokens: %1</source>
        <translation>Miscommunicatiefiches: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="68"/>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — onderscheppingen: %2, miscommunicaties: %3</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="19"/>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="20"/>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="27"/>
        <source>Interceptor</source>
        <translation>Onderschepper</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="33"/>
        <source>Waiting for players</source>
        <translation>Wachten op spelers</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="34"/>
        <source>Encryptors write their clues</source>
        <translation>De Encryptors schrijven hun hints</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="35"/>
        <source>Decoding</source>
        <translation>Ontcijferen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="36"/>
        <source>Tie-break: guess the keywords</source>
        <translation>Gelijkspel: raad de sleutelwoorden</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="37"/>
        <source>Tie-break: judging the guesses</source>
        <translation>Gelijkspel: antwoorden beoordelen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="38"/>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="46"/>
        <source>two interceptions</source>
        <translation>twee onderscheppingen</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="47"/>
        <source>the other team misread its own code twice</source>
        <translation>het andere team raadde zijn eigen code twee keer verkeerd</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="48"/>
        <source>tie-break: interceptions minus miscommunications</source>
        <translation>gelijkspel: onderscheppingen min miscommunicaties</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="49"/>
        <source>tie-break: more keywords guessed</source>
        <translation>gelijkspel: meer sleutelwoorden geraden</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="50"/>
        <source>still equal after the keyword guesses</source>
        <translation>nog steeds gelijk na het raden van de sleutelwoorden</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="51"/>
        <source>the Interceptor gained two tokens</source>
        <translation>de Onderschepper heeft twee fiches behaald</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="52"/>
        <source>the team got through five rounds</source>
        <translation>het team heeft vijf rondes doorstaan</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="53"/>
        <source>the host ended the game</source>
        <translation>de host heeft het spel beëindigd</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="56"/>
        <source>Game ended, nobody wins: %1.</source>
        <translation>Spel beëindigd, niemand wint: %1.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="58"/>
        <source>Both teams win: %1.</source>
        <translation>Beide teams winnen: %1.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="59"/>
        <source>%1 wins: %2.</source>
        <translation>%1 wint: %2.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="75"/>
        <source>About spelling</source>
        <translation>Gaat over de spelling</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="76"/>
        <source>About letter count</source>
        <translation>Gaat over het aantal letters</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="77"/>
        <source>About the keyword&apos;s position</source>
        <translation>Gaat over de positie van het sleutelwoord</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="78"/>
        <source>About how it sounds</source>
        <translation>Gaat over de klank</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="79"/>
        <source>A private reference</source>
        <translation>Een privéverwijzing</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="80"/>
        <source>A translation of the keyword</source>
        <translation>Een vertaling van het sleutelwoord</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="81"/>
        <source>Something else</source>
        <translation>Iets anders</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="88"/>
        <source>Clues refer only to a keyword&apos;s meaning.</source>
        <translation>Hints verwijzen alleen naar de betekenis van een sleutelwoord.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="89"/>
        <source>Nothing about spelling, letter count or the keyword&apos;s position.</source>
        <translation>Niets over spelling, aantal letters of de positie van het sleutelwoord.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="90"/>
        <source>Nothing about how the keyword sounds (rhymes, homophones).</source>
        <translation>Niets over hoe het sleutelwoord klinkt (rijm, homofonen).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="91"/>
        <source>No private references the opponents cannot know.</source>
        <translation>Geen privéverwijzingen die de tegenstanders niet kunnen kennen.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="92"/>
        <source>No translations of a keyword.</source>
        <translation>Geen vertalingen van een sleutelwoord.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="99"/>
        <source>A clue cannot be empty.</source>
        <translation>Een hint mag niet leeg zijn.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="100"/>
        <source>A clue has at most 60 characters.</source>
        <translation>Een hint heeft maximaal 60 tekens.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="101"/>
        <source>A clue may not be one of your keywords.</source>
        <translation>Een hint mag niet een van je sleutelwoorden zijn.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="102"/>
        <source>A clue may not contain one of your keywords.</source>
        <translation>Een hint mag geen van je sleutelwoorden bevatten.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="103"/>
        <source>Your team has given this clue before.</source>
        <translation>Je team heeft deze hint al eerder gegeven.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="104"/>
        <source>This clue has characters that cannot be shown.</source>
        <translation>Deze hint bevat tekens die niet kunnen worden weergegeven.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="105"/>
        <source>A guess is three different digits from 1 to 4.</source>
        <translation>Een antwoord bestaat uit drie verschillende cijfers van 1 tot 4.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="106"/>
        <source>The game is paused.</source>
        <translation>Het spel is gepauzeerd.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="107"/>
        <source>This room has a PIN; the one given is wrong or missing.</source>
        <translation>Deze kamer heeft een pincode; de opgegeven code is onjuist of ontbreekt.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="108"/>
        <source>Someone at this table already has that name.</source>
        <translation>Iemand aan deze tafel heeft die naam al.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="109"/>
        <source>The game has started and there is no free seat; ask the host to open one.</source>
        <translation>Het spel is begonnen en er is geen vrije plaats; vraag de host er een vrij te maken.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="112"/>
        <source>This room is full.</source>
        <translation>Deze kamer is vol.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="113"/>
        <source>The host runs another version of the app; update both.</source>
        <translation>De host gebruikt een andere versie van de app; werk beide bij.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="116"/>
        <source>The host took you off the table.</source>
        <translation>De host heeft je van tafel gehaald.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="117"/>
        <source>This window was opened again on another computer.</source>
        <translation>Dit venster is op een andere computer opnieuw geopend.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="124"/>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="125"/>
        <source>Connected</source>
        <translation>Verbonden</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="126"/>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbinding verbroken — opnieuw verbinden…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="127"/>
        <source>Disconnected</source>
        <translation>Niet verbonden</translation>
    </message>
</context>
</TS>
