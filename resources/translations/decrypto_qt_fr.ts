<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>App</name>
    <message>
        <source>Resume the unfinished game “%1” (round %2)?</source>
        <translation>Reprendre la partie inachevée «&#xa0;%1&#xa0;» (manche %2)&#xa0;?</translation>
    </message>
    <message>
        <source>Take up the room “%1” (players: %2)?</source>
        <translation>Rouvrir la salle «&#xa0;%1&#xa0;» (joueurs&#xa0;: %2)&#xa0;?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>%1&apos;s game</source>
        <translation>Partie de %1</translation>
    </message>
    <message>
        <source>Decrypto night</source>
        <translation>Soirée Decrypto</translation>
    </message>
    <message>
        <source>Could not host: %1</source>
        <translation>Impossible d&apos;héberger la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Team window</source>
        <translation>Fenêtre d&apos;équipe</translation>
    </message>
    <message>
        <source>Who plays at this window? (names separated by commas)</source>
        <translation>Qui joue dans cette fenêtre&#xa0;? (noms séparés par des virgules)</translation>
    </message>
    <message>
        <source>Type your name, then join.</source>
        <translation>Saisissez votre nom, puis rejoignez la partie.</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <source>Export the class</source>
        <translation>Exporter la classe</translation>
    </message>
    <message>
        <source>Zip archives (*.zip)</source>
        <translation>Archives zip (*.zip)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>L’export a échoué : %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté dans %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Force advance</source>
        <translation>Forcer la suite</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>encore %1 s</translation>
    </message>
    <message>
        <source>This table&apos;s keywords</source>
        <translation>Les mots-clés de cette table</translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation>Vue projecteur</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Manche %1 · %2</translation>
    </message>
    <message>
        <source>intercepted %1, missed %2</source>
        <translation>interceptions %1, erreurs %2</translation>
    </message>
    <message>
        <source>Away: %1</source>
        <translation>Absents : %1</translation>
    </message>
    <message>
        <source>Flags raised: %1</source>
        <translation>Indices contestés : %1</translation>
    </message>
    <message>
        <source>No team yet: %1</source>
        <translation>Sans équipe : %1</translation>
    </message>
    <message>
        <source>Class: %1</source>
        <translation>Classe : %1</translation>
    </message>
    <message>
        <source>All tables:</source>
        <translation>Toutes les tables :</translation>
    </message>
    <message>
        <source>Deal the class</source>
        <translation>Répartir la classe</translation>
    </message>
    <message>
        <source>Balanced random tables and teams from the students present</source>
        <translation>Tables et équipes équilibrées, tirées au hasard parmi les élèves présents</translation>
    </message>
    <message>
        <source>Word list for all…</source>
        <translation>Liste de mots pour toutes…</translation>
    </message>
    <message>
        <source>One word list, one word per line, for every table not started</source>
        <translation>Une liste de mots, un mot par ligne, pour chaque table pas encore lancée</translation>
    </message>
    <message>
        <source>Add a table</source>
        <translation>Ajouter une table</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Exporter les résultats…</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>vers la table</translation>
    </message>
    <message>
        <source>smaller team</source>
        <translation>équipe la plus petite</translation>
    </message>
    <message>
        <source>Class “%1” · %2 tables · port %3</source>
        <translation>Classe « %1 » · %2 tables · port %3</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1 (table %2)</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Table %1 : %2</translation>
    </message>
    <message>
        <source>The class is dealt: check the tables, then start.</source>
        <translation>La classe est répartie : vérifiez les tables, puis lancez.</translation>
    </message>
    <message>
        <source>Every table uses “%1” (%2 words).</source>
        <translation>Toutes les tables utilisent « %1 » (%2 mots).</translation>
    </message>
    <message>
        <source>Word list for all tables</source>
        <translation>Liste de mots pour toutes les tables</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>&lt;b&gt;Windows:&lt;/b&gt; the first time the app runs, Windows asks whether to allow it on networks: allow &lt;i&gt;Private networks&lt;/i&gt;. The Wi-Fi must be set to &lt;i&gt;Private&lt;/i&gt;, not &lt;i&gt;Public&lt;/i&gt; (Settings → Network &amp;amp; Internet → your network).</source>
        <translation>&lt;b&gt;Windows&#xa0;:&lt;/b&gt; au premier lancement de l&apos;application, Windows demande s&apos;il faut l&apos;autoriser sur les réseaux&#xa0;: autorisez les &lt;i&gt;Réseaux privés&lt;/i&gt;. Le Wi-Fi doit être défini sur &lt;i&gt;Privé&lt;/i&gt;, et non sur &lt;i&gt;Public&lt;/i&gt; (Paramètres → Réseau et Internet → votre réseau).</translation>
    </message>
    <message>
        <source>&lt;b&gt;macOS:&lt;/b&gt; allow &lt;i&gt;Local Network&lt;/i&gt; access when asked, or later in System Settings → Privacy &amp;amp; Security → Local Network. If the firewall is on, allow incoming connections for the app.</source>
        <translation>&lt;b&gt;macOS&#xa0;:&lt;/b&gt; autorisez l&apos;accès au &lt;i&gt;Réseau local&lt;/i&gt; lorsque c&apos;est demandé, ou plus tard dans Réglages Système → Confidentialité et sécurité → Réseau local. Si le coupe-feu est activé, autorisez les connexions entrantes pour l&apos;application.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Linux:&lt;/b&gt; a firewall may block discovery (UDP port 5353, mDNS) and the game&apos;s TCP port. With ufw: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; and &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, replacing PORT with the port shown on the table.</source>
        <translation>&lt;b&gt;Linux&#xa0;:&lt;/b&gt; un pare-feu peut bloquer la découverte des parties (port UDP 5353, mDNS) et le port TCP de la partie. Avec ufw&#xa0;: &lt;code&gt;sudo ufw allow 5353/udp&lt;/code&gt; et &lt;code&gt;sudo ufw allow PORT/tcp&lt;/code&gt;, en remplaçant PORT par le port affiché sur la table.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Guest and school Wi-Fi&lt;/b&gt; often keeps computers from seeing each other (client isolation). Use a network without client isolation, a phone&apos;s hotspot, or a cable.</source>
        <translation>&lt;b&gt;Les Wi-Fi invités et scolaires&lt;/b&gt; empêchent souvent les ordinateurs de se voir (isolation des clients). Utilisez un réseau sans cette restriction, le point d&apos;accès d&apos;un téléphone ou un câble.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Still not listed?&lt;/b&gt; Use &lt;i&gt;Join by address&lt;/i&gt; in the start window with the address and port shown on the table. If that fails too, the computers cannot reach each other on this network.</source>
        <translation>&lt;b&gt;Toujours absente de la liste&#xa0;?&lt;/b&gt; Utilisez &lt;i&gt;Rejoindre par adresse&lt;/i&gt; dans la fenêtre de démarrage avec l&apos;adresse et le port affichés sur la table. Si cela échoue aussi, les ordinateurs ne peuvent pas communiquer entre eux sur ce réseau.</translation>
    </message>
    <message>
        <source>About and diagnostics</source>
        <translation>À propos et diagnostics</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Running on</source>
        <translation>Fonctionne avec</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Fichier journal</translation>
    </message>
    <message>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Application non officielle créée par des fans, sans lien avec les éditeurs de Decrypto.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Used for games</source>
        <translation>Utilisée pour les parties</translation>
    </message>
    <message>
        <source>&amp;Check the port</source>
        <translation>&amp;Vérifier le port</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>This computer is not hosting a game. Addresses it would advertise:</source>
        <translation>Cet ordinateur n&apos;héberge pas de partie. Adresses sur lesquelles il annoncerait une partie&#xa0;:</translation>
    </message>
    <message>
        <source>Hosting on TCP port %1, advertised on:</source>
        <translation>Partie hébergée sur le port TCP %1, annoncée sur&#xa0;:</translation>
    </message>
    <message>
        <source>no: this computer only</source>
        <translation>non&#xa0;: cet ordinateur uniquement</translation>
    </message>
    <message>
        <source>no: no network address yet</source>
        <translation>non&#xa0;: pas encore d&apos;adresse réseau</translation>
    </message>
    <message>
        <source>no: virtual machine, container or VPN</source>
        <translation>non&#xa0;: machine virtuelle, conteneur ou VPN</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>port open</source>
        <translation>port ouvert</translation>
    </message>
    <message>
        <source>port closed</source>
        <translation>port fermé</translation>
    </message>
</context>
<context>
    <name>DigitPicker</name>
    <message>
        <source>Digit %1 of the guess</source>
        <translation>Chiffre %1 de la proposition</translation>
    </message>
    <message>
        <source>Click to clear this place</source>
        <translation>Cliquez pour vider cette case</translation>
    </message>
    <message>
        <source>Keyword %1 (or press %1)</source>
        <translation>Mot-clé %1 (ou touche %1)</translation>
    </message>
    <message>
        <source>Type 1-4 to fill the guess, Backspace to undo</source>
        <translation>Tapez 1-4 pour remplir la proposition, Backspace pour annuler</translation>
    </message>
</context>
<context>
    <name>EncryptPanel</name>
    <message>
        <source>You are the encryptor: write three clues</source>
        <translation>Vous êtes l&apos;encrypteur&#xa0;: écrivez trois indices</translation>
    </message>
    <message>
        <source>Hold to see the code</source>
        <translation>Maintenir pour voir le code</translation>
    </message>
    <message>
        <source>This window serves several players: the code shows only while held</source>
        <translation>Cette fenêtre sert à plusieurs joueurs&#xa0;: le code ne s&apos;affiche que tant que le bouton est maintenu</translation>
    </message>
    <message>
        <source>Hand in the clues (Enter)</source>
        <translation>Envoyer les indices (Enter)</translation>
    </message>
    <message>
        <source>Final once handed in (Ctrl+Enter)</source>
        <translation>Définitifs une fois envoyés (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Only people can judge these (R25)</source>
        <translation>Seuls les joueurs peuvent en juger (R25)</translation>
    </message>
    <message>
        <source>Clue %1</source>
        <translation>Indice %1</translation>
    </message>
    <message>
        <source>Clue for digit %1</source>
        <translation>Indice pour le chiffre %1</translation>
    </message>
    <message>
        <source>Code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <source>Code hidden</source>
        <translation>Code masqué</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>valide</translation>
    </message>
    <message>
        <source>still empty</source>
        <translation>encore vide</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Flag a clue</source>
        <translation>Signaler un indice</translation>
    </message>
    <message>
        <source>Round %1, clue %2: %3</source>
        <translation>Manche %1, indice %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motif</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Export note sheets (PDF)…</source>
        <translation>Exporter les feuilles de notes (PDF)…</translation>
    </message>
    <message>
        <source>Export the game (JSON)…</source>
        <translation>Exporter la partie (JSON)…</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — interceptions&#xa0;: %2, malentendus&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 guessed: %2</source>
        <translation>Propositions de %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GuessPanel</name>
    <message>
        <source>Lock in the guess (Enter)</source>
        <translation>Valider la proposition (Enter)</translation>
    </message>
    <message>
        <source>Locks the guess for the whole team</source>
        <translation>Valide la proposition pour toute l&apos;équipe</translation>
    </message>
    <message>
        <source>Decode your team&apos;s clues</source>
        <translation>Décryptez les indices de votre équipe</translation>
    </message>
    <message>
        <source>Intercept: guess %1&apos;s code</source>
        <translation>Interception&#xa0;: devinez le code de %1</translation>
    </message>
    <message>
        <source>Your teammates are decoding your clues. Stay silent!</source>
        <translation>Vos coéquipiers décryptent vos indices. Restez silencieux&#xa0;!</translation>
    </message>
    <message>
        <source>Round 1: no interception yet. Listen to the clues.</source>
        <translation>Manche 1&#xa0;: pas encore d&apos;interception. Écoutez les indices.</translation>
    </message>
    <message>
        <source>Which keyword does each clue point to? Type 1-4, then Enter.</source>
        <translation>À quel mot-clé renvoie chaque indice&#xa0;? Tapez 1-4, puis Enter.</translation>
    </message>
    <message>
        <source>Locked in: %1. Waiting for the other team…</source>
        <translation>Validé&#xa0;: %1. En attente de l&apos;autre équipe…</translation>
    </message>
    <message>
        <source>Locked in.</source>
        <translation>Validé.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Network help…</source>
        <translation>Aide &amp;réseau…</translation>
    </message>
    <message>
        <source>&amp;About and diagnostics…</source>
        <translation>À &amp;propos et diagnostics…</translation>
    </message>
</context>
<context>
    <name>HostControls</name>
    <message>
        <source>Table settings</source>
        <translation>Réglages de la table</translation>
    </message>
    <message>
        <source>&amp;Room name</source>
        <translation>&amp;Nom de la salle</translation>
    </message>
    <message>
        <source>Sand &amp;timer</source>
        <translation>&amp;Sablier</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>&amp;Manches</translation>
    </message>
    <message>
        <source>&amp;Alternate</source>
        <translation>Al&amp;terner</translation>
    </message>
    <message>
        <source>&amp;Word pack</source>
        <translation>Pa&amp;quet de mots</translation>
    </message>
    <message>
        <source>Varia&amp;nt</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>Lar&amp;ge teams</source>
        <translation>&amp;Grandes équipes</translation>
    </message>
    <message>
        <source>P&amp;IN</source>
        <translation>Code P&amp;IN</translation>
    </message>
    <message>
        <source>Standard: two teams</source>
        <translation>Standard&#xa0;: deux équipes</translation>
    </message>
    <message>
        <source>Three players: two against an Interceptor</source>
        <translation>Trois joueurs&#xa0;: deux contre un Intercepteur</translation>
    </message>
    <message>
        <source>Bundled: %1</source>
        <translation>Intégré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your word list…</source>
        <translation>Votre liste de mots…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Starts when the first encryptor hands in (R8); 0 turns it off</source>
        <translation>Démarre dès que le premier encrypteur a envoyé ses indices (R8)&#xa0;; 0 le désactive</translation>
    </message>
    <message>
        <source>Black decodes first in even rounds</source>
        <translation>Noir décrypte en premier lors des manches paires</translation>
    </message>
    <message>
        <source>Teams of up to 8</source>
        <translation>Équipes jusqu&apos;à 8 joueurs</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Players must type this PIN to join</source>
        <translation>Les joueurs doivent saisir ce code PIN pour rejoindre la partie</translation>
    </message>
    <message>
        <source>Settings are fixed once the game starts.</source>
        <translation>Les réglages sont figés une fois la partie lancée.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Démarrer la partie</translation>
    </message>
    <message>
        <source>&amp;Force advance</source>
        <translation>&amp;Forcer la suite</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>T&amp;erminer la partie</translation>
    </message>
    <message>
        <source>E&amp;xport the game log (JSON)…</source>
        <translation>Exporter le &amp;journal de la partie (JSON)…</translation>
    </message>
    <message>
        <source>Han&amp;d over…</source>
        <translation>&amp;Céder…</translation>
    </message>
    <message>
        <source>Open a team window on this &amp;computer…</source>
        <translation>Ouvrir une fenêtre d&apos;équipe sur cet &amp;ordinateur…</translation>
    </message>
    <message>
        <source>Word list “%1” (words: %2).</source>
        <translation>Liste de mots «&#xa0;%1&#xa0;» (mots&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Lines left out: %1.</source>
        <translation>Lignes ignorées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>End what the table is waiting for (R31): clue drafts are handed in as they stand; a team that has not locked in its guess counts as wrong</source>
        <translation>Terminer ce que la table attend (R31)&#xa0;: les brouillons d&apos;indices sont remis tels quels&#xa0;; une équipe qui n&apos;a pas validé sa proposition compte comme s&apos;étant trompée</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <translation>E&amp;xclure</translation>
    </message>
    <message>
        <source>Before the game: remove the player. In play: open the seat for someone else</source>
        <translation>Avant la partie&#xa0;: retire le joueur. En cours de partie&#xa0;: libère la place pour quelqu&apos;un d&apos;autre</translation>
    </message>
    <message>
        <source>Someone else takes this seat, seeing all it saw (R32)</source>
        <translation>Quelqu&apos;un d&apos;autre prend cette place et voit tout ce qu&apos;elle a vu (R32)</translation>
    </message>
    <message>
        <source>Choose a word list</source>
        <translation>Choisir une liste de mots</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>Impossible d&apos;utiliser %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modifié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ready to start.</source>
        <translation>Prêt à démarrer.</translation>
    </message>
    <message>
        <source>Cannot start yet: %1</source>
        <translation>Impossible de démarrer pour l&apos;instant&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>place libre</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>End the game now? Nobody wins.</source>
        <translation>Terminer la partie maintenant&#xa0;? Personne ne gagne.</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Exclure</translation>
    </message>
    <message>
        <source>Take %1 off the table?</source>
        <translation>Retirer %1 de la table&#xa0;?</translation>
    </message>
    <message>
        <source>Hand over a seat</source>
        <translation>Céder une place</translation>
    </message>
    <message>
        <source>Who takes this seat?</source>
        <translation>Qui prend cette place&#xa0;?</translation>
    </message>
    <message>
        <source>Export the game log</source>
        <translation>Exporter le journal de la partie</translation>
    </message>
</context>
<context>
    <name>JoinQr</name>
    <message>
        <source>QR code of the address %1</source>
        <translation>Code QR de l&apos;adresse %1</translation>
    </message>
    <message>
        <source>Join from a phone or tablet: scan the code</source>
        <translation>Rejoindre depuis un téléphone ou une tablette : scannez le code</translation>
    </message>
    <message>
        <source>or open %1 in a browser</source>
        <translation>ou ouvrez %1 dans un navigateur</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>We are ready</source>
        <translation>Nous sommes prêts</translation>
    </message>
    <message>
        <source>Tell the host this window is ready to start</source>
        <translation>Indiquer à l&apos;hôte que cette fenêtre est prête à commencer</translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Rejoindre %1</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>The game is on.</source>
        <translation>La partie est en cours.</translation>
    </message>
    <message>
        <source>Not ready to start: %1</source>
        <translation>Pas prêt à démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ready: waiting for the host to start the game.</source>
        <translation>Prêt&#xa0;: en attente du lancement de la partie par l&apos;hôte.</translation>
    </message>
</context>
<context>
    <name>NoteSheet</name>
    <message>
        <source>Our side</source>
        <translation>Notre côté</translation>
    </message>
    <message>
        <source>Their side</source>
        <translation>Leur côté</translation>
    </message>
    <message>
        <source>Clue 1</source>
        <translation>Indice 1</translation>
    </message>
    <message>
        <source>Clue 2</source>
        <translation>Indice 2</translation>
    </message>
    <message>
        <source>Clue 3</source>
        <translation>Indice 3</translation>
    </message>
    <message>
        <source>Our guess</source>
        <translation>Notre proposition</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Code correct</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Clues under each keyword number</source>
        <translation>Indices classés par numéro de mot-clé</translation>
    </message>
    <message>
        <source>Keyword %1</source>
        <translation>Mot-clé %1</translation>
    </message>
    <message>
        <source>Your note on their keyword %1</source>
        <translation>Votre note sur leur mot-clé %1</translation>
    </message>
    <message>
        <source>Note on their keyword %1</source>
        <translation>Note sur leur mot-clé %1</translation>
    </message>
    <message>
        <source>Their side (%1)</source>
        <translation>Leur côté (%1)</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <source>Sand timer</source>
        <translation>Sablier</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>Time left for the clues</source>
        <translation>Temps restant pour les indices</translation>
    </message>
</context>
<context>
    <name>ScreenPanel</name>
    <message>
        <source>Our screen</source>
        <translation>Notre écran</translation>
    </message>
    <message>
        <source>The Interceptor has no screen: read the team&apos;s clues and intercept.</source>
        <translation>L&apos;Intercepteur n&apos;a pas d&apos;écran&#xa0;: lisez les indices de l&apos;équipe et interceptez.</translation>
    </message>
    <message>
        <source>Your keywords appear here when the game starts.</source>
        <translation>Vos mots-clés apparaîtront ici au début de la partie.</translation>
    </message>
    <message>
        <source>Keyword %1: %2</source>
        <translation>Mot-clé %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StartWindow</name>
    <message>
        <source>Decrypto on the LAN</source>
        <translation>Decrypto en réseau local</translation>
    </message>
    <message>
        <source>An unofficial fan-made app, not affiliated with the publishers of Decrypto.</source>
        <translation>Application non officielle créée par des fans, sans lien avec les éditeurs de Decrypto.</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Votre &amp;nom</translation>
    </message>
    <message>
        <source>e.g. Ann — or Ann, Bob when you share this computer</source>
        <translation>p. ex. Anne — ou Anne, Bob si vous partagez cet ordinateur</translation>
    </message>
    <message>
        <source>Several teammates at one computer: separate the names with commas</source>
        <translation>Plusieurs coéquipiers sur un même ordinateur&#xa0;: séparez les noms par des virgules</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>H&amp;ost a game</source>
        <translation>&amp;Héberger une partie</translation>
    </message>
    <message>
        <source>Run the game on this computer and show the table (projector)</source>
        <translation>Faire tourner la partie sur cet ordinateur et afficher la table (projecteur)</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>Parties sur ce réseau</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Code PIN</translation>
    </message>
    <message>
        <source>&amp;Join the selected game</source>
        <translation>&amp;Rejoindre la partie sélectionnée</translation>
    </message>
    <message>
        <source>Join by address (when the game does not appear)</source>
        <translation>Rejoindre par adresse (si la partie n&apos;apparaît pas)</translation>
    </message>
    <message>
        <source>192.168.1.20:47123</source>
        <translation>192.168.1.20:47123</translation>
    </message>
    <message>
        <source>Host address and port</source>
        <translation>Adresse et port de l&apos;hôte</translation>
    </message>
    <message>
        <source>Join &amp;by address</source>
        <translation>Rejoindre par &amp;adresse</translation>
    </message>
    <message>
        <source>Recent hosts</source>
        <translation>Hôtes récents</translation>
    </message>
    <message>
        <source>Net&amp;work help…</source>
        <translation>Aide ré&amp;seau…</translation>
    </message>
    <message>
        <source>What to do when a game does not appear in the list</source>
        <translation>Que faire si une partie n&apos;apparaît pas dans la liste</translation>
    </message>
    <message>
        <source>Welcome! Type your name, then host a game or double-click one in the list.</source>
        <translation>Bienvenue&#xa0;! Saisissez votre nom, puis hébergez une partie ou double-cliquez sur une partie de la liste.</translation>
    </message>
    <message>
        <source>Not looking for games on the network.</source>
        <translation>Aucune recherche de parties sur le réseau.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Recherche de parties sur ce réseau…</translation>
    </message>
    <message>
        <source>lobby</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>other version</source>
        <translation>autre version</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <source>A PIN is needed to join</source>
        <translation>Un code PIN est nécessaire pour rejoindre la partie</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Saisissez d&apos;abord votre nom.</translation>
    </message>
    <message>
        <source>Type the address as shown on the table, such as 192.168.1.20:47123.</source>
        <translation>Saisissez l&apos;adresse affichée sur la table, par exemple 192.168.1.20:47123.</translation>
    </message>
    <message>
        <source>The PIN of “%1”:</source>
        <translation>Code PIN de «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Round %1 — %2</source>
        <translation>Manche %1 — %2</translation>
    </message>
    <message>
        <source>Interception</source>
        <translation>Interception</translation>
    </message>
    <message>
        <source>Own guess</source>
        <translation>Proposition de l&apos;équipe</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Show or hide the &amp;host controls</source>
        <translation>Afficher ou masquer les commandes de l&apos;&amp;hôte</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Couper les sons</translation>
    </message>
    <message>
        <source>Host controls</source>
        <translation>Commandes de l&apos;hôte</translation>
    </message>
    <message>
        <source>Decrypto — table — %1</source>
        <translation>Decrypto — table — %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <source>◆ interceptions: %1   ✖ miscommunications: %2</source>
        <translation>◆ interceptions&#xa0;: %1   ✖ malentendus&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Partie mise en pause par l&apos;hôte</translation>
    </message>
    <message>
        <source>Encryptors are writing clues: %1</source>
        <translation>Les encrypteurs écrivent leurs indices&#xa0;: %1</translation>
    </message>
    <message>
        <source>Decoding %1&apos;s clues</source>
        <translation>Décryptage des indices de %1</translation>
    </message>
    <message>
        <source>%1: locked in ✔</source>
        <translation>%1&#xa0;: proposition validée ✔</translation>
    </message>
    <message>
        <source>%1: deciding…</source>
        <translation>%1&#xa0;: en réflexion…</translation>
    </message>
    <message>
        <source>Join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>Pour rejoindre&#xa0;: ouvrez Decrypto et choisissez «&#xa0;%1&#xa0;» dans la liste — ou rejoignez par l&apos;adresse %2</translation>
    </message>
    <message>
        <source>PIN: %1</source>
        <translation>Code PIN&#xa0;: %1</translation>
    </message>
    <message>
        <source>Away: %1</source>
        <translation>Absents&#xa0;: %1</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Arrêter l&apos;hébergement</translation>
    </message>
    <message>
        <source>Closing the table stops the game for everyone. It is saved: host again to resume it. Close?</source>
        <translation>Fermer la table arrête la partie pour tout le monde. Elle est sauvegardée&#xa0;: hébergez-la à nouveau pour la reprendre. Fermer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>TeamBadge</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
</context>
<context>
    <name>TeamWindow</name>
    <message>
        <source>Round %1, %2:</source>
        <translation>Manche %1, %2&#xa0;:</translation>
    </message>
    <message>
        <source>interception %1 %2</source>
        <translation>interception %1 %2</translation>
    </message>
    <message>
        <source>own guess %1 %2</source>
        <translation>proposition de l&apos;équipe %1 %2</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Flag a clue…</source>
        <translation>&amp;Signaler un indice…</translation>
    </message>
    <message>
        <source>Export note sheets (&amp;PDF)…</source>
        <translation>Exporter les feuilles de notes (&amp;PDF)…</translation>
    </message>
    <message>
        <source>Export the game (&amp;JSON)…</source>
        <translation>Exporter la partie (&amp;JSON)…</translation>
    </message>
    <message>
        <source>&amp;Leave the game</source>
        <translation>&amp;Quitter la partie</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Couper les sons</translation>
    </message>
    <message>
        <source>Switch note sheet &amp;side</source>
        <translation>&amp;Retourner la feuille de notes</translation>
    </message>
    <message>
        <source>Flag a clue… (Ctrl+F)</source>
        <translation>Signaler un indice… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Object to an opponent clue that breaks a rule only people can judge (R25)</source>
        <translation>Contester un indice adverse qui enfreint une règle dont seuls les joueurs peuvent juger (R25)</translation>
    </message>
    <message>
        <source>Playing: %1</source>
        <translation>Joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>Decrypto — %1</source>
        <translation>Decrypto — %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <source>The host has paused the game.</source>
        <translation>L&apos;hôte a mis la partie en pause.</translation>
    </message>
    <message>
        <source>%1: %2 has handed in the clues.</source>
        <translation>%1&#xa0;: %2 a envoyé ses indices.</translation>
    </message>
    <message>
        <source>%1: %2 is writing the clues…</source>
        <translation>%1&#xa0;: %2 écrit ses indices…</translation>
    </message>
    <message>
        <source>Lost the host — showing the last state; reconnecting by itself…</source>
        <translation>Connexion à l&apos;hôte perdue — dernier état affiché&#xa0;; reconnexion automatique…</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>L&apos;hôte a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export note sheets</source>
        <translation>Exporter les feuilles de notes</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
</context>
<context>
    <name>TieBreakPanel</name>
    <message>
        <source>Their keyword %1</source>
        <translation>Leur mot-clé %1</translation>
    </message>
    <message>
        <source>Hand in our guesses</source>
        <translation>Envoyer nos propositions</translation>
    </message>
    <message>
        <source>Done judging</source>
        <translation>Jugement terminé</translation>
    </message>
    <message>
        <source>Tie-break: guess the other team&apos;s four keywords</source>
        <translation>Départage&#xa0;: devinez les quatre mots-clés de l&apos;autre équipe</translation>
    </message>
    <message>
        <source>Tie-break: judge their guesses at our keywords</source>
        <translation>Départage&#xa0;: jugez leurs propositions pour nos mots-clés</translation>
    </message>
    <message>
        <source>The team that guesses more keywords right wins (R20).</source>
        <translation>L&apos;équipe qui trouve le plus de mots-clés gagne (R20).</translation>
    </message>
    <message>
        <source>Exact matches count by themselves; tick the guesses that mean the same as our keyword.</source>
        <translation>Les correspondances exactes comptent d&apos;office&#xa0;; cochez les propositions qui ont le même sens que notre mot-clé.</translation>
    </message>
    <message>
        <source>Waiting for the other team to judge…</source>
        <translation>En attente du jugement de l&apos;autre équipe…</translation>
    </message>
    <message>
        <source>Handed in. Waiting for %1…</source>
        <translation>Envoyé. En attente de %1…</translation>
    </message>
</context>
<context>
    <name>TokenCounter</name>
    <message>
        <source>Interception tokens: %1</source>
        <translation>Jetons Interception&#xa0;: %1</translation>
    </message>
    <message>
        <source>Miscommunication tokens: %1</source>
        <translation>Jetons Malentendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — interceptions&#xa0;: %2, malentendus&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Interceptor</source>
        <translation>Intercepteur</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>En attente des joueurs</translation>
    </message>
    <message>
        <source>Encryptors write their clues</source>
        <translation>Les encrypteurs écrivent leurs indices</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>Décryptage</translation>
    </message>
    <message>
        <source>Tie-break: guess the keywords</source>
        <translation>Départage&#xa0;: devinez les mots-clés</translation>
    </message>
    <message>
        <source>Tie-break: judging the guesses</source>
        <translation>Départage&#xa0;: jugement des propositions</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>two interceptions</source>
        <translation>deux interceptions</translation>
    </message>
    <message>
        <source>the other team misread its own code twice</source>
        <translation>l&apos;autre équipe s&apos;est trompée deux fois sur son propre code</translation>
    </message>
    <message>
        <source>tie-break: interceptions minus miscommunications</source>
        <translation>départage&#xa0;: interceptions moins malentendus</translation>
    </message>
    <message>
        <source>tie-break: more keywords guessed</source>
        <translation>départage&#xa0;: plus de mots-clés trouvés</translation>
    </message>
    <message>
        <source>still equal after the keyword guesses</source>
        <translation>toujours à égalité après les propositions de mots-clés</translation>
    </message>
    <message>
        <source>the Interceptor gained two tokens</source>
        <translation>l&apos;Intercepteur a obtenu deux jetons</translation>
    </message>
    <message>
        <source>the team got through five rounds</source>
        <translation>l&apos;équipe a tenu cinq manches</translation>
    </message>
    <message>
        <source>the host ended the game</source>
        <translation>l&apos;hôte a mis fin à la partie</translation>
    </message>
    <message>
        <source>Game ended, nobody wins: %1.</source>
        <translation>Partie terminée, personne ne gagne&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Both teams win: %1.</source>
        <translation>Les deux équipes gagnent&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1 gagne&#xa0;: %2.</translation>
    </message>
    <message>
        <source>About spelling</source>
        <translation>Porte sur l&apos;orthographe</translation>
    </message>
    <message>
        <source>About letter count</source>
        <translation>Porte sur le nombre de lettres</translation>
    </message>
    <message>
        <source>About the keyword&apos;s position</source>
        <translation>Porte sur la position du mot-clé</translation>
    </message>
    <message>
        <source>About how it sounds</source>
        <translation>Porte sur la prononciation</translation>
    </message>
    <message>
        <source>A private reference</source>
        <translation>Une référence privée</translation>
    </message>
    <message>
        <source>A translation of the keyword</source>
        <translation>Une traduction du mot-clé</translation>
    </message>
    <message>
        <source>It says the code or its digits</source>
        <translation>Donne le code ou ses chiffres</translation>
    </message>
    <message>
        <source>The same idea as an earlier clue of theirs</source>
        <translation>La même idée qu&apos;un de leurs indices précédents</translation>
    </message>
    <message>
        <source>Something else</source>
        <translation>Autre chose</translation>
    </message>
    <message>
        <source>Clues refer only to a keyword&apos;s meaning.</source>
        <translation>Les indices portent uniquement sur le sens d&apos;un mot-clé.</translation>
    </message>
    <message>
        <source>Nothing about spelling, letter count or the keyword&apos;s position.</source>
        <translation>Rien sur l&apos;orthographe, le nombre de lettres ou la position du mot-clé.</translation>
    </message>
    <message>
        <source>Nothing about how the keyword sounds (rhymes, homophones).</source>
        <translation>Rien sur la prononciation du mot-clé (rimes, homophones).</translation>
    </message>
    <message>
        <source>No private references the opponents cannot know.</source>
        <translation>Pas de références privées que les adversaires ne peuvent pas connaître.</translation>
    </message>
    <message>
        <source>No translations of a keyword.</source>
        <translation>Pas de traduction d&apos;un mot-clé.</translation>
    </message>
    <message>
        <source>Never say the code or its digits.</source>
        <translation>Ne jamais dire le code ni ses chiffres.</translation>
    </message>
    <message>
        <source>No clue with the same idea as an earlier clue of your team.</source>
        <translation>Pas d&apos;indice sur la même idée qu&apos;un indice déjà donné par votre équipe.</translation>
    </message>
    <message>
        <source>While your code is being decoded, write nothing your teammates see, notes included.</source>
        <translation>Pendant qu&apos;on décode votre code, n&apos;écrivez rien que vos coéquipiers voient, notes comprises.</translation>
    </message>
    <message>
        <source>A clue cannot be empty.</source>
        <translation>Un indice ne peut pas être vide.</translation>
    </message>
    <message>
        <source>A clue has at most 60 characters.</source>
        <translation>Un indice compte au plus 60 caractères.</translation>
    </message>
    <message>
        <source>A clue may not be one of your keywords.</source>
        <translation>Un indice ne peut pas être l&apos;un de vos mots-clés.</translation>
    </message>
    <message>
        <source>A clue may not contain one of your keywords.</source>
        <translation>Un indice ne peut pas contenir l&apos;un de vos mots-clés.</translation>
    </message>
    <message>
        <source>Your team has given this clue before.</source>
        <translation>Votre équipe a déjà donné cet indice.</translation>
    </message>
    <message>
        <source>This clue has characters that cannot be shown.</source>
        <translation>Cet indice contient des caractères qui ne peuvent pas être affichés.</translation>
    </message>
    <message>
        <source>A guess is three different digits from 1 to 4.</source>
        <translation>Une proposition se compose de trois chiffres différents de 1 à 4.</translation>
    </message>
    <message>
        <source>Your clues are being decoded: write nothing your team sees until the code is revealed.</source>
        <translation>Vos indices sont en cours de décodage : n&apos;écrivez rien que votre équipe voit avant la révélation du code.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>La partie est en pause.</translation>
    </message>
    <message>
        <source>This room has a PIN; the one given is wrong or missing.</source>
        <translation>Cette salle a un code PIN&#xa0;; celui fourni est erroné ou manquant.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name.</source>
        <translation>Quelqu&apos;un à cette table porte déjà ce nom.</translation>
    </message>
    <message>
        <source>The game has started and there is no free seat; ask the host to open one.</source>
        <translation>La partie a commencé et il n&apos;y a pas de place libre&#xa0;; demandez à l&apos;hôte d&apos;en libérer une.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>Cette salle est pleine.</translation>
    </message>
    <message>
        <source>The host runs another version of the app; update both.</source>
        <translation>L&apos;hôte utilise une autre version de l&apos;application&#xa0;; mettez les deux à jour.</translation>
    </message>
    <message>
        <source>The host took you off the table.</source>
        <translation>L&apos;hôte vous a retiré de la table.</translation>
    </message>
    <message>
        <source>This window was opened again on another computer.</source>
        <translation>Cette fenêtre a été rouverte sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
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
        <translation>Rejoindre %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Sharing this device? Put every player&apos;s name, separated by commas.</source>
        <translation>Vous partagez cet appareil ? Indiquez le nom de chaque joueur, séparés par des virgules.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Code PIN</translation>
    </message>
    <message>
        <source>The PIN is shown on the table screen.</source>
        <translation>Le code PIN est affiché sur l&apos;écran de la table.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Leave this game? Your seat is kept for you.</source>
        <translation>Quitter cette partie ? Votre place vous est gardée.</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Indiquez d&apos;abord votre nom.</translation>
    </message>
    <message>
        <source>This browser cannot connect to the host.</source>
        <translation>Ce navigateur ne peut pas se connecter à l&apos;hôte.</translation>
    </message>
    <message>
        <source>Hand in the clues</source>
        <translation>Remettre les indices</translation>
    </message>
    <message>
        <source>Lock in the guess</source>
        <translation>Valider la proposition</translation>
    </message>
    <message>
        <source>Digit for clue %1</source>
        <translation>Chiffre de l&apos;indice %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Pick a keyword number for each clue.</source>
        <translation>Choisissez un numéro de mot-clé pour chaque indice.</translation>
    </message>
    <message>
        <source>Note sheet</source>
        <translation>Feuille de notes</translation>
    </message>
    <message>
        <source>Last reveal</source>
        <translation>Dernière révélation</translation>
    </message>
    <message>
        <source>Accept “%1” for keyword %2</source>
        <translation>Accepter « %1 » pour le mot-clé %2</translation>
    </message>
    <message>
        <source>Both screens</source>
        <translation>Les deux écrans</translation>
    </message>
</context>
</TS>
