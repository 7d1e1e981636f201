<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>App</name>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="108"/>
        <source>Resume the unfinished game “%1” (round %2)?</source>
        <translation>Reprendre la partie inachevée «&#xa0;%1&#xa0;» (manche %2)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="112"/>
        <source>Take up the room “%1” (players: %2)?</source>
        <translation>Rouvrir la salle «&#xa0;%1&#xa0;» (joueurs&#xa0;: %2)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="117"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="123"/>
        <source>%1&apos;s game</source>
        <translation>Partie de %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="125"/>
        <source>Decrypto night</source>
        <translation>Soirée Decrypto</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="141"/>
        <source>Could not host: %1</source>
        <translation>Impossible d&apos;héberger la partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="194"/>
        <source>Team window</source>
        <translation>Fenêtre d&apos;équipe</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="195"/>
        <source>Who plays at this window? (names separated by commas)</source>
        <translation>Qui joue dans cette fenêtre&#xa0;? (noms séparés par des virgules)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/app.py" line="330"/>
        <source>Type your name, then join.</source>
        <translation>Saisissez votre nom, puis rejoignez la partie.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="51"/>
        <source>&lt;b&gt;Windows:&lt;/b&gt; the first time the app runs, Windows asks whether to allow it on networks: allow &lt;i&gt;Private networks&lt;/i&gt;. The Wi-Fi must be set to &lt;i&gt;Private&lt;/i&gt;, not &lt;i&gt;Public&lt;/i&gt; (Settings → Network &amp;amp; Internet → your network).</source>
        <translation>&lt;b&gt;Windows&#xa0;:&lt;/b&gt; au premier lancement de l&apos;application, Windows demande s&apos;il faut l&apos;autoriser sur les réseaux&#xa0;: autorisez les &lt;i&gt;Réseaux privés&lt;/i&gt;. Le Wi-Fi doit être défini sur &lt;i&gt;Privé&lt;/i&gt;, et non sur &lt;i&gt;Public&lt;/i&gt; (Paramètres → Réseau et Internet → votre réseau).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="55"/>
        <source>&lt;b&gt;macOS:&lt;/b&gt; allow &lt;i&gt;Local Network&lt;/i&gt; access when asked, or later in System Settings → Privacy &amp;amp; Security → Local Network. If the firewall is on, allow incoming connections for the app.</source>
        <translation>&lt;b&gt;macOS&#xa0;:&lt;/b&gt; autorisez l&apos;accès au &lt;i&gt;Réseau local&lt;/i&gt; lorsque c&apos;est demandé, ou plus tard dans Réglages Système → Confidentialité et sécurité → Réseau local. Si le coupe-feu est activé, autorisez les connexions entrantes pour l&apos;application.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="59"/>
        <source>&lt;b&gt;Linux:&lt;/b&gt; a firewall may block discovery (UDP port 5353, mDNS) and the game&apos;s TCP port. With ufw: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; and &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, replacing PORT with the port shown on the table.</source>
        <translation>&lt;b&gt;Linux&#xa0;:&lt;/b&gt; un pare-feu peut bloquer la découverte des parties (port UDP 5353, mDNS) et le port TCP de la partie. Avec ufw&#xa0;: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; et &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, en remplaçant PORT par le port affiché sur la table.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="63"/>
        <source>&lt;b&gt;Guest and school Wi-Fi&lt;/b&gt; often keeps computers from seeing each other (client isolation). Use a network without client isolation, a phone&apos;s hotspot, or a cable.</source>
        <translation>&lt;b&gt;Les Wi-Fi invités et scolaires&lt;/b&gt; empêchent souvent les ordinateurs de se voir (isolation des clients). Utilisez un réseau sans cette restriction, le point d&apos;accès d&apos;un téléphone ou un câble.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="67"/>
        <source>&lt;b&gt;Still not listed?&lt;/b&gt; Use &lt;i&gt;Join by address&lt;/i&gt; in the start window with the address and port shown on the table. If that fails too, the computers cannot reach each other on this network.</source>
        <translation>&lt;b&gt;Toujours absente de la liste&#xa0;?&lt;/b&gt; Utilisez &lt;i&gt;Rejoindre par adresse&lt;/i&gt; dans la fenêtre de démarrage avec l&apos;adresse et le port affichés sur la table. Si cela échoue aussi, les ordinateurs ne peuvent pas communiquer entre eux sur ce réseau.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="88"/>
        <source>About and diagnostics</source>
        <translation>À propos et diagnostics</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="103"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="105"/>
        <source>Running on</source>
        <translation>Fonctionne avec</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="108"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="109"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="110"/>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="111"/>
        <source>Log file</source>
        <translation>Fichier journal</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="116"/>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Application non officielle créée par des fans, sans lien avec les éditeurs de Decrypto.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="125"/>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="134"/>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="135"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="136"/>
        <source>Used for games</source>
        <translation>Utilisée pour les parties</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="141"/>
        <source>&amp;Check the port</source>
        <translation>&amp;Vérifier le port</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="148"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="162"/>
        <source>This computer is not hosting a game. Addresses it would advertise:</source>
        <translation>Cet ordinateur n&apos;héberge pas de partie. Adresses sur lesquelles il annoncerait une partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="169"/>
        <source>Hosting on TCP port %1, advertised on:</source>
        <translation>Partie hébergée sur le port TCP %1, annoncée sur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="174"/>
        <source>no: this computer only</source>
        <translation>non&#xa0;: cet ordinateur uniquement</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="175"/>
        <source>no: no network address yet</source>
        <translation>non&#xa0;: pas encore d&apos;adresse réseau</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="176"/>
        <source>no: virtual machine, container or VPN</source>
        <translation>non&#xa0;: machine virtuelle, conteneur ou VPN</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="182"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="211"/>
        <source>port open</source>
        <translation>port ouvert</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/diagnostics.py" line="213"/>
        <source>port closed</source>
        <translation>port fermé</translation>
    </message>
</context>
<context>
    <name>DigitPicker</name>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="65"/>
        <source>Digit %1 of the guess</source>
        <translation>Chiffre %1 de la proposition</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="67"/>
        <source>Click to clear this place</source>
        <translation>Cliquez pour vider cette case</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="69"/>
        <source>Keyword %1 (or press %1)</source>
        <translation>Mot-clé %1 (ou touche %1)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/digit_picker.py" line="70"/>
        <source>Type 1-4 to fill the guess, Backspace to undo</source>
        <translation>Tapez 1-4 pour remplir la proposition, Backspace pour annuler</translation>
    </message>
</context>
<context>
    <name>EncryptPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="102"/>
        <source>You are the encryptor: write three clues</source>
        <translation>Vous êtes l&apos;encrypteur&#xa0;: écrivez trois indices</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="103"/>
        <source>Hold to see the code</source>
        <translation>Maintenir pour voir le code</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="105"/>
        <source>This window serves several players: the code shows only while held</source>
        <translation>Cette fenêtre sert à plusieurs joueurs&#xa0;: le code ne s&apos;affiche que tant que le bouton est maintenu</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="109"/>
        <source>Hand in the clues (Enter)</source>
        <translation>Envoyer les indices (Enter)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="111"/>
        <source>Final once handed in (Ctrl+Enter)</source>
        <translation>Définitifs une fois envoyés (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="113"/>
        <source>Only people can judge these (R25)</source>
        <translation>Seuls les joueurs peuvent en juger (R25)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="116"/>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="175"/>
        <source>Clue %1</source>
        <translation>Indice %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="118"/>
        <source>Clue for digit %1</source>
        <translation>Indice pour le chiffre %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="166"/>
        <source>Code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="168"/>
        <source>Code hidden</source>
        <translation>Code masqué</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="197"/>
        <source>fine</source>
        <translation>valide</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/encrypt_panel.py" line="200"/>
        <source>still empty</source>
        <translation>encore vide</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="19"/>
        <source>Flag a clue</source>
        <translation>Signaler un indice</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="27"/>
        <source>Round %1, clue %2: %3</source>
        <translation>Manche %1, indice %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="37"/>
        <source>Clue</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/flag_dialog.py" line="38"/>
        <source>Why</source>
        <translation>Motif</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="74"/>
        <source>Export note sheets (PDF)…</source>
        <translation>Exporter les feuilles de notes (PDF)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="75"/>
        <source>Export the game (JSON)…</source>
        <translation>Exporter la partie (JSON)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="90"/>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — interceptions&#xa0;: %2, malentendus&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/game_over_panel.py" line="114"/>
        <source>%1 guessed: %2</source>
        <translation>Propositions de %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GuessPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="62"/>
        <source>Lock in the guess (Enter)</source>
        <translation>Valider la proposition (Enter)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="63"/>
        <source>Locks the guess for the whole team</source>
        <translation>Valide la proposition pour toute l&apos;équipe</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="85"/>
        <source>Decode your team&apos;s clues</source>
        <translation>Décryptez les indices de votre équipe</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="88"/>
        <source>Intercept: guess %1&apos;s code</source>
        <translation>Interception&#xa0;: devinez le code de %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="95"/>
        <source>Your teammates are decoding your clues. Stay silent!</source>
        <translation>Vos coéquipiers décryptent vos indices. Restez silencieux&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="99"/>
        <source>Round 1: no interception yet. Listen to the clues.</source>
        <translation>Manche 1&#xa0;: pas encore d&apos;interception. Écoutez les indices.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="103"/>
        <source>Which keyword does each clue point to? Type 1-4, then Enter.</source>
        <translation>À quel mot-clé renvoie chaque indice&#xa0;? Tapez 1-4, puis Enter.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="116"/>
        <source>Locked in: %1. Waiting for the other team…</source>
        <translation>Validé&#xa0;: %1. En attente de l&apos;autre équipe…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/guess_panel.py" line="124"/>
        <source>Locked in.</source>
        <translation>Validé.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../decrypto_qt/ui/help_menu.py" line="29"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/help_menu.py" line="30"/>
        <source>&amp;Network help…</source>
        <translation>Aide &amp;réseau…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/help_menu.py" line="31"/>
        <source>&amp;About and diagnostics…</source>
        <translation>À &amp;propos et diagnostics…</translation>
    </message>
</context>
<context>
    <name>HostControls</name>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="165"/>
        <source>Table settings</source>
        <translation>Réglages de la table</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="169"/>
        <source>&amp;Room name</source>
        <translation>&amp;Nom de la salle</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="171"/>
        <source>Sand &amp;timer</source>
        <translation>&amp;Sablier</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="172"/>
        <source>R&amp;ounds</source>
        <translation>&amp;Manches</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="173"/>
        <source>&amp;Alternate</source>
        <translation>Al&amp;terner</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="175"/>
        <source>&amp;Word pack</source>
        <translation>Pa&amp;quet de mots</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="170"/>
        <source>Varia&amp;nt</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="174"/>
        <source>Lar&amp;ge teams</source>
        <translation>&amp;Grandes équipes</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="176"/>
        <source>P&amp;IN</source>
        <translation>Code P&amp;IN</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="184"/>
        <source>Standard: two teams</source>
        <translation>Standard&#xa0;: deux équipes</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="187"/>
        <source>Three players: two against an Interceptor</source>
        <translation>Trois joueurs&#xa0;: deux contre un Intercepteur</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="194"/>
        <source>Bundled: %1</source>
        <translation>Intégré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="198"/>
        <source>Your word list…</source>
        <translation>Votre liste de mots…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="201"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="202"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="204"/>
        <source>Starts when the first encryptor hands in (R8); 0 turns it off</source>
        <translation>Démarre dès que le premier encrypteur a envoyé ses indices (R8)&#xa0;; 0 le désactive</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="208"/>
        <source>Black decodes first in even rounds</source>
        <translation>Noir décrypte en premier lors des manches paires</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="209"/>
        <source>Teams of up to 8</source>
        <translation>Équipes jusqu&apos;à 8 joueurs</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="210"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="211"/>
        <source>Players must type this PIN to join</source>
        <translation>Les joueurs doivent saisir ce code PIN pour rejoindre la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="213"/>
        <source>Settings are fixed once the game starts.</source>
        <translation>Les réglages sont figés une fois la partie lancée.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="215"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="216"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Démarrer la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="217"/>
        <source>&amp;Force advance</source>
        <translation>&amp;Forcer la suite</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="224"/>
        <source>&amp;End the game</source>
        <translation>T&amp;erminer la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="225"/>
        <source>E&amp;xport the game log (JSON)…</source>
        <translation>Exporter le &amp;journal de la partie (JSON)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="234"/>
        <source>Han&amp;d over…</source>
        <translation>&amp;Céder…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="239"/>
        <source>Open a team window on this &amp;computer…</source>
        <translation>Ouvrir une fenêtre d&apos;équipe sur cet &amp;ordinateur…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="297"/>
        <source>Word list “%1” (words: %2).</source>
        <translation>Liste de mots «&#xa0;%1&#xa0;» (mots&#xa0;: %2).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="302"/>
        <source>Lines left out: %1.</source>
        <translation>Lignes ignorées&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="226"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="219"/>
        <source>End what the table is waiting for (R31): clue drafts are handed in as they stand; a team that has not locked in its guess counts as wrong</source>
        <translation>Terminer ce que la table attend (R31)&#xa0;: les brouillons d&apos;indices sont remis tels quels&#xa0;; une équipe qui n&apos;a pas validé sa proposition compte comme s&apos;étant trompée</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="227"/>
        <source>&amp;Kick</source>
        <translation>E&amp;xclure</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="229"/>
        <source>Before the game: remove the player. In play: open the seat for someone else</source>
        <translation>Avant la partie&#xa0;: retire le joueur. En cours de partie&#xa0;: libère la place pour quelqu&apos;un d&apos;autre</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="236"/>
        <source>Someone else takes this seat, seeing all it saw (R32)</source>
        <translation>Quelqu&apos;un d&apos;autre prend cette place et voit tout ce qu&apos;elle a vu (R32)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="269"/>
        <source>Choose a word list</source>
        <translation>Choisir une liste de mots</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="271"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="286"/>
        <source>Cannot use %1: %2</source>
        <translation>Impossible d&apos;utiliser %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="336"/>
        <source>Not changed: %1</source>
        <translation>Non modifié&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="350"/>
        <source>Ready to start.</source>
        <translation>Prêt à démarrer.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="352"/>
        <source>Cannot start yet: %1</source>
        <translation>Impossible de démarrer pour l&apos;instant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="360"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="362"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="378"/>
        <source>open seat</source>
        <translation>place libre</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="380"/>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="419"/>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="420"/>
        <source>End the game now? Nobody wins.</source>
        <translation>Terminer la partie maintenant&#xa0;? Personne ne gagne.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="434"/>
        <source>Kick</source>
        <translation>Exclure</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="435"/>
        <source>Take %1 off the table?</source>
        <translation>Retirer %1 de la table&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="448"/>
        <source>Hand over a seat</source>
        <translation>Céder une place</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="449"/>
        <source>Who takes this seat?</source>
        <translation>Qui prend cette place&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/host_controls.py" line="464"/>
        <source>Export the game log</source>
        <translation>Exporter le journal de la partie</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../decrypto_qt/ui/language_menu.py" line="31"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="76"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="77"/>
        <source>We are ready</source>
        <translation>Nous sommes prêts</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="79"/>
        <source>Tell the host this window is ready to start</source>
        <translation>Indiquer à l&apos;hôte que cette fenêtre est prête à commencer</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="83"/>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="96"/>
        <source>Join %1</source>
        <translation>Rejoindre %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="112"/>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="113"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="124"/>
        <source>The game is on.</source>
        <translation>La partie est en cours.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="127"/>
        <source>Not ready to start: %1</source>
        <translation>Pas prêt à démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/lobby_panel.py" line="131"/>
        <source>Ready: waiting for the host to start the game.</source>
        <translation>Prêt&#xa0;: en attente du lancement de la partie par l&apos;hôte.</translation>
    </message>
</context>
<context>
    <name>NoteSheet</name>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="35"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="161"/>
        <location filename="../../decrypto_qt/ui/team_window.py" line="318"/>
        <source>Our side</source>
        <translation>Notre côté</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="36"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="162"/>
        <source>Their side</source>
        <translation>Leur côté</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="45"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="82"/>
        <source>Clue 1</source>
        <translation>Indice 1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="46"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="83"/>
        <source>Clue 2</source>
        <translation>Indice 2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="47"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="84"/>
        <source>Clue 3</source>
        <translation>Indice 3</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="48"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="79"/>
        <source>Our guess</source>
        <translation>Notre proposition</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/export.py" line="49"/>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="86"/>
        <source>Correct</source>
        <translation>Code correct</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="91"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="93"/>
        <source>Clues under each keyword number</source>
        <translation>Indices classés par numéro de mot-clé</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="95"/>
        <source>Keyword %1</source>
        <translation>Mot-clé %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="98"/>
        <source>Your note on their keyword %1</source>
        <translation>Votre note sur leur mot-clé %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/note_sheet.py" line="101"/>
        <source>Note on their keyword %1</source>
        <translation>Note sur leur mot-clé %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="319"/>
        <source>Their side (%1)</source>
        <translation>Leur côté (%1)</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <location filename="../../decrypto_qt/ui/sand_timer.py" line="34"/>
        <source>Sand timer</source>
        <translation>Sablier</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/sand_timer.py" line="57"/>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/sand_timer.py" line="60"/>
        <source>Time left for the clues</source>
        <translation>Temps restant pour les indices</translation>
    </message>
</context>
<context>
    <name>ScreenPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="44"/>
        <source>Our screen</source>
        <translation>Notre écran</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="49"/>
        <source>The Interceptor has no screen: read the team&apos;s clues and intercept.</source>
        <translation>L&apos;Intercepteur n&apos;a pas d&apos;écran&#xa0;: lisez les indices de l&apos;équipe et interceptez.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="54"/>
        <source>Your keywords appear here when the game starts.</source>
        <translation>Vos mots-clés apparaîtront ici au début de la partie.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/screen_panel.py" line="61"/>
        <source>Keyword %1: %2</source>
        <translation>Mot-clé %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StartWindow</name>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="176"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="177"/>
        <source>Decrypto on the LAN</source>
        <translation>Decrypto en réseau local</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="179"/>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Application non officielle créée par des fans, sans lien avec les éditeurs de Decrypto.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="184"/>
        <source>Your &amp;name</source>
        <translation>Votre &amp;nom</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="186"/>
        <source>e.g. Ann — or Ann, Bob when you share this computer</source>
        <translation>p. ex. Anne — ou Anne, Bob si vous partagez cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="189"/>
        <source>Several teammates at one computer: separate the names with commas</source>
        <translation>Plusieurs coéquipiers sur un même ordinateur&#xa0;: séparez les noms par des virgules</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="193"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="194"/>
        <source>H&amp;ost a game</source>
        <translation>&amp;Héberger une partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="196"/>
        <source>Run the game on this computer and show the table (projector)</source>
        <translation>Faire tourner la partie sur cet ordinateur et afficher la table (projecteur)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="198"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="208"/>
        <source>Games on this network</source>
        <translation>Parties sur ce réseau</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="201"/>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="202"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="203"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="204"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="205"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="390"/>
        <source>PIN</source>
        <translation>Code PIN</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="209"/>
        <source>&amp;Join the selected game</source>
        <translation>&amp;Rejoindre la partie sélectionnée</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="211"/>
        <source>Join by address (when the game does not appear)</source>
        <translation>Rejoindre par adresse (si la partie n&apos;apparaît pas)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="213"/>
        <source>192.168.1.20:47123</source>
        <translation>192.168.1.20:47123</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="214"/>
        <source>Host address and port</source>
        <translation>Adresse et port de l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="215"/>
        <source>Join &amp;by address</source>
        <translation>Rejoindre par &amp;adresse</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="216"/>
        <location filename="../../decrypto_qt/ui/start_window.py" line="217"/>
        <source>Recent hosts</source>
        <translation>Hôtes récents</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="219"/>
        <source>Net&amp;work help…</source>
        <translation>Aide ré&amp;seau…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="221"/>
        <source>What to do when a game does not appear in the list</source>
        <translation>Que faire si une partie n&apos;apparaît pas dans la liste</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="226"/>
        <source>Welcome! Type your name, then host a game or double-click one in the list.</source>
        <translation>Bienvenue&#xa0;! Saisissez votre nom, puis hébergez une partie ou double-cliquez sur une partie de la liste.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="291"/>
        <source>Not looking for games on the network.</source>
        <translation>Aucune recherche de parties sur le réseau.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="294"/>
        <source>Looking for games on this network…</source>
        <translation>Recherche de parties sur ce réseau…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="309"/>
        <source>lobby</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="311"/>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="314"/>
        <source>other version</source>
        <translation>autre version</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="316"/>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="321"/>
        <source>A PIN is needed to join</source>
        <translation>Un code PIN est nécessaire pour rejoindre la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="356"/>
        <source>Type your name first.</source>
        <translation>Saisissez d&apos;abord votre nom.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="375"/>
        <source>Type the address as shown on the table, such as 192.168.1.20:47123.</source>
        <translation>Saisissez l&apos;adresse affichée sur la table, par exemple 192.168.1.20:47123.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/start_window.py" line="391"/>
        <source>The PIN of “%1”:</source>
        <translation>Code PIN de «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="144"/>
        <source>Round %1 — %2</source>
        <translation>Manche %1 — %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="154"/>
        <source>Interception</source>
        <translation>Interception</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="159"/>
        <source>Own guess</source>
        <translation>Proposition de l&apos;équipe</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="163"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="321"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="322"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="323"/>
        <source>Show or hide the &amp;host controls</source>
        <translation>Afficher ou masquer les commandes de l&apos;&amp;hôte</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="324"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Couper les sons</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="326"/>
        <source>Host controls</source>
        <translation>Commandes de l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="370"/>
        <source>Decrypto — table — %1</source>
        <translation>Decrypto — table — %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="383"/>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="393"/>
        <source>◆ interceptions: %1   ✖ miscommunications: %2</source>
        <translation>◆ interceptions&#xa0;: %1   ✖ malentendus&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="426"/>
        <source>Paused by the host</source>
        <translation>Partie mise en pause par l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="434"/>
        <source>Encryptors are writing clues: %1</source>
        <translation>Les encrypteurs écrivent leurs indices&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="441"/>
        <source>Decoding %1&apos;s clues</source>
        <translation>Décryptage des indices de %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="449"/>
        <source>%1: locked in ✔</source>
        <translation>%1&#xa0;: proposition validée ✔</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="451"/>
        <source>%1: deciding…</source>
        <translation>%1&#xa0;: en réflexion…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="463"/>
        <source>Join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>Pour rejoindre&#xa0;: ouvrez Decrypto et choisissez «&#xa0;%1&#xa0;» dans la liste — ou rejoignez par l&apos;adresse %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="471"/>
        <source>PIN: %1</source>
        <translation>Code PIN&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="482"/>
        <source>Away: %1</source>
        <translation>Absents&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="495"/>
        <source>Stop hosting</source>
        <translation>Arrêter l&apos;hébergement</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/table_window.py" line="496"/>
        <source>Closing the table stops the game for everyone. It is saved: host again to resume it. Close?</source>
        <translation>Fermer la table arrête la partie pour tout le monde. Elle est sauvegardée&#xa0;: hébergez-la à nouveau pour la reprendre. Fermer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>TeamBadge</name>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="28"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
</context>
<context>
    <name>TeamWindow</name>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="54"/>
        <source>Round %1, %2:</source>
        <translation>Manche %1, %2&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="61"/>
        <source>interception %1 %2</source>
        <translation>interception %1 %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="68"/>
        <source>own guess %1 %2</source>
        <translation>proposition de l&apos;équipe %1 %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="72"/>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="228"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="229"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="230"/>
        <source>&amp;Flag a clue…</source>
        <translation>&amp;Signaler un indice…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="231"/>
        <source>Export note sheets (&amp;PDF)…</source>
        <translation>Exporter les feuilles de notes (&amp;PDF)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="232"/>
        <source>Export the game (&amp;JSON)…</source>
        <translation>Exporter la partie (&amp;JSON)…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="233"/>
        <source>&amp;Leave the game</source>
        <translation>&amp;Quitter la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="234"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="235"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Couper les sons</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="236"/>
        <source>Switch note sheet &amp;side</source>
        <translation>&amp;Retourner la feuille de notes</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="237"/>
        <source>Flag a clue… (Ctrl+F)</source>
        <translation>Signaler un indice… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="239"/>
        <source>Object to an opponent clue that breaks a rule only people can judge (R25)</source>
        <translation>Contester un indice adverse qui enfreint une règle dont seuls les joueurs peuvent juger (R25)</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="268"/>
        <source>Playing: %1</source>
        <translation>Joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="272"/>
        <source>Decrypto — %1</source>
        <translation>Decrypto — %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="291"/>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="332"/>
        <source>The host has paused the game.</source>
        <translation>L&apos;hôte a mis la partie en pause.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="358"/>
        <source>%1: %2 has handed in the clues.</source>
        <translation>%1&#xa0;: %2 a envoyé ses indices.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="364"/>
        <source>%1: %2 is writing the clues…</source>
        <translation>%1&#xa0;: %2 écrit ses indices…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="434"/>
        <source>Lost the host — showing the last state; reconnecting by itself…</source>
        <translation>Connexion à l&apos;hôte perdue — dernier état affiché&#xa0;; reconnexion automatique…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="453"/>
        <source>The host refused: %1</source>
        <translation>L&apos;hôte a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="483"/>
        <source>Export note sheets</source>
        <translation>Exporter les feuilles de notes</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="494"/>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="498"/>
        <location filename="../../decrypto_qt/ui/team_window.py" line="520"/>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="508"/>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/team_window.py" line="493"/>
        <location filename="../../decrypto_qt/ui/team_window.py" line="517"/>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
</context>
<context>
    <name>TieBreakPanel</name>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="82"/>
        <source>Their keyword %1</source>
        <translation>Leur mot-clé %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="84"/>
        <source>Hand in our guesses</source>
        <translation>Envoyer nos propositions</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="85"/>
        <source>Done judging</source>
        <translation>Jugement terminé</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="106"/>
        <source>Tie-break: guess the other team&apos;s four keywords</source>
        <translation>Départage&#xa0;: devinez les quatre mots-clés de l&apos;autre équipe</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="108"/>
        <source>Tie-break: judge their guesses at our keywords</source>
        <translation>Départage&#xa0;: jugez leurs propositions pour nos mots-clés</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="111"/>
        <source>The team that guesses more keywords right wins (R20).</source>
        <translation>L&apos;équipe qui trouve le plus de mots-clés gagne (R20).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="113"/>
        <source>Exact matches count by themselves; tick the guesses that mean the same as our keyword.</source>
        <translation>Les correspondances exactes comptent d&apos;office&#xa0;; cochez les propositions qui ont le même sens que notre mot-clé.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="149"/>
        <source>Waiting for the other team to judge…</source>
        <translation>En attente du jugement de l&apos;autre équipe…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/tiebreak_panel.py" line="153"/>
        <source>Handed in. Waiting for %1…</source>
        <translation>Envoyé. En attente de %1…</translation>
    </message>
</context>
<context>
    <name>TokenCounter</name>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="62"/>
        <source>Interception tokens: %1</source>
        <translation>Jetons Interception&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="65"/>
        <source>Miscommunication tokens: %1</source>
        <translation>Jetons Malentendu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/badges.py" line="68"/>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — interceptions&#xa0;: %2, malentendus&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="19"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="20"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="27"/>
        <source>Interceptor</source>
        <translation>Intercepteur</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="33"/>
        <source>Waiting for players</source>
        <translation>En attente des joueurs</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="34"/>
        <source>Encryptors write their clues</source>
        <translation>Les encrypteurs écrivent leurs indices</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="35"/>
        <source>Decoding</source>
        <translation>Décryptage</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="36"/>
        <source>Tie-break: guess the keywords</source>
        <translation>Départage&#xa0;: devinez les mots-clés</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="37"/>
        <source>Tie-break: judging the guesses</source>
        <translation>Départage&#xa0;: jugement des propositions</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="38"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="46"/>
        <source>two interceptions</source>
        <translation>deux interceptions</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="47"/>
        <source>the other team misread its own code twice</source>
        <translation>l&apos;autre équipe s&apos;est trompée deux fois sur son propre code</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="48"/>
        <source>tie-break: interceptions minus miscommunications</source>
        <translation>départage&#xa0;: interceptions moins malentendus</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="49"/>
        <source>tie-break: more keywords guessed</source>
        <translation>départage&#xa0;: plus de mots-clés trouvés</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="50"/>
        <source>still equal after the keyword guesses</source>
        <translation>toujours à égalité après les propositions de mots-clés</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="51"/>
        <source>the Interceptor gained two tokens</source>
        <translation>l&apos;Intercepteur a obtenu deux jetons</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="52"/>
        <source>the team got through five rounds</source>
        <translation>l&apos;équipe a tenu cinq manches</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="53"/>
        <source>the host ended the game</source>
        <translation>l&apos;hôte a mis fin à la partie</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="56"/>
        <source>Game ended, nobody wins: %1.</source>
        <translation>Partie terminée, personne ne gagne&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="58"/>
        <source>Both teams win: %1.</source>
        <translation>Les deux équipes gagnent&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="59"/>
        <source>%1 wins: %2.</source>
        <translation>%1 gagne&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="75"/>
        <source>About spelling</source>
        <translation>Porte sur l&apos;orthographe</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="76"/>
        <source>About letter count</source>
        <translation>Porte sur le nombre de lettres</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="77"/>
        <source>About the keyword&apos;s position</source>
        <translation>Porte sur la position du mot-clé</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="78"/>
        <source>About how it sounds</source>
        <translation>Porte sur la prononciation</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="79"/>
        <source>A private reference</source>
        <translation>Une référence privée</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="80"/>
        <source>A translation of the keyword</source>
        <translation>Une traduction du mot-clé</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="81"/>
        <source>Something else</source>
        <translation>Autre chose</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="88"/>
        <source>Clues refer only to a keyword&apos;s meaning.</source>
        <translation>Les indices portent uniquement sur le sens d&apos;un mot-clé.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="89"/>
        <source>Nothing about spelling, letter count or the keyword&apos;s position.</source>
        <translation>Rien sur l&apos;orthographe, le nombre de lettres ou la position du mot-clé.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="90"/>
        <source>Nothing about how the keyword sounds (rhymes, homophones).</source>
        <translation>Rien sur la prononciation du mot-clé (rimes, homophones).</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="91"/>
        <source>No private references the opponents cannot know.</source>
        <translation>Pas de références privées que les adversaires ne peuvent pas connaître.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="92"/>
        <source>No translations of a keyword.</source>
        <translation>Pas de traduction d&apos;un mot-clé.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="99"/>
        <source>A clue cannot be empty.</source>
        <translation>Un indice ne peut pas être vide.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="100"/>
        <source>A clue has at most 60 characters.</source>
        <translation>Un indice compte au plus 60 caractères.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="101"/>
        <source>A clue may not be one of your keywords.</source>
        <translation>Un indice ne peut pas être l&apos;un de vos mots-clés.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="102"/>
        <source>A clue may not contain one of your keywords.</source>
        <translation>Un indice ne peut pas contenir l&apos;un de vos mots-clés.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="103"/>
        <source>Your team has given this clue before.</source>
        <translation>Votre équipe a déjà donné cet indice.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="104"/>
        <source>This clue has characters that cannot be shown.</source>
        <translation>Cet indice contient des caractères qui ne peuvent pas être affichés.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="105"/>
        <source>A guess is three different digits from 1 to 4.</source>
        <translation>Une proposition se compose de trois chiffres différents de 1 à 4.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="106"/>
        <source>The game is paused.</source>
        <translation>La partie est en pause.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="107"/>
        <source>This room has a PIN; the one given is wrong or missing.</source>
        <translation>Cette salle a un code PIN&#xa0;; celui fourni est erroné ou manquant.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="108"/>
        <source>Someone at this table already has that name.</source>
        <translation>Quelqu&apos;un à cette table porte déjà ce nom.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="109"/>
        <source>The game has started and there is no free seat; ask the host to open one.</source>
        <translation>La partie a commencé et il n&apos;y a pas de place libre&#xa0;; demandez à l&apos;hôte d&apos;en libérer une.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="112"/>
        <source>This room is full.</source>
        <translation>Cette salle est pleine.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="113"/>
        <source>The host runs another version of the app; update both.</source>
        <translation>L&apos;hôte utilise une autre version de l&apos;application&#xa0;; mettez les deux à jour.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="116"/>
        <source>The host took you off the table.</source>
        <translation>L&apos;hôte vous a retiré de la table.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="117"/>
        <source>This window was opened again on another computer.</source>
        <translation>Cette fenêtre a été rouverte sur un autre ordinateur.</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="124"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="125"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="126"/>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
        <location filename="../../decrypto_qt/ui/texts.py" line="127"/>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
    </message>
</context>
</TS>
