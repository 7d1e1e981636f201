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
        <translation>Rouvrir la partie «&#xa0;%1&#xa0;» (joueurs&#xa0;: %2)&#xa0;?</translation>
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
    <name>ClassExport</name>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nom de la table</translation>
    </message>
    <message>
        <source>team</source>
        <translation>équipe</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>how the game ended</source>
        <translation>fin de la partie</translation>
    </message>
    <message>
        <source>interception tokens</source>
        <translation>jetons Interception</translation>
    </message>
    <message>
        <source>miscommunication tokens</source>
        <translation>jetons Mauvaise communication</translation>
    </message>
    <message>
        <source>rounds played</source>
        <translation>manches jouées</translation>
    </message>
    <message>
        <source>round</source>
        <translation>manche</translation>
    </message>
    <message>
        <source>encryptor</source>
        <translation>chiffreur</translation>
    </message>
    <message>
        <source>clue</source>
        <translation>indice</translation>
    </message>
    <message>
        <source>keyword number</source>
        <translation>numéro du mot-clé</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>own team&apos;s guess</source>
        <translation>proposition de l&apos;équipe</translation>
    </message>
    <message>
        <source>intercepted</source>
        <translation>interceptée</translation>
    </message>
    <message>
        <source>misread by own team</source>
        <translation>mal déchiffrée par l&apos;équipe</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>aucun gagnant</translation>
    </message>
    <message>
        <source>shared win</source>
        <translation>victoire partagée</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>pas commencée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
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
        <translation>L&apos;exportation a échoué&#xa0;: %1</translation>
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
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Play again, shuffled teams</source>
        <translation>Rejouer, équipes mélangées</translation>
    </message>
    <message>
        <source>Play again at every finished table</source>
        <translation>Rejouer à chaque table terminée</translation>
    </message>
    <message>
        <source>… with shuffled teams</source>
        <translation>… avec des équipes mélangées</translation>
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
        <source>No players yet</source>
        <translation>Aucun joueur pour l&apos;instant</translation>
    </message>
    <message>
        <source>Not ready to start · players: %1</source>
        <translation>Pas prêt à démarrer · joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ready to start · %1 players</source>
        <translation>Prêt à démarrer · %1 joueurs</translation>
    </message>
    <message>
        <source>Seats every student present at a table, at random: the tables get as many players as each other (one more at most), and each table two teams of equal size (one more at most). The students&apos; windows follow them. Only before any table starts; students can still be moved afterwards.</source>
        <translation>Place au hasard chaque élève présent à une table&#xa0;: les tables reçoivent autant de joueurs les unes que les autres (un de plus au plus), et chaque table deux équipes de même taille (un joueur d&apos;écart au plus). Les fenêtres des élèves les suivent. Seulement avant le lancement de toute table&#xa0;; vous pouvez encore déplacer des élèves ensuite.</translation>
    </message>
    <message>
        <source>The class is dealt: %1 students at %2 tables. Check the tables, then start.</source>
        <translation>La classe est répartie&#xa0;: %1 élèves à %2 tables. Vérifiez les tables, puis lancez.</translation>
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
        <source>Another game at this table: the same players, new keywords</source>
        <translation>Une nouvelle partie à cette table&#xa0;: les mêmes joueurs, de nouveaux mots-clés</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Manche %1 · %2</translation>
    </message>
    <message>
        <source>interceptions: %1, miscommunications: %2</source>
        <translation>interceptions&#xa0;: %1, mauvaises communications&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Away: %1</source>
        <translation>Absents&#xa0;: %1</translation>
    </message>
    <message>
        <source>Flags raised: %1</source>
        <translation>Indices signalés&#xa0;: %1</translation>
    </message>
    <message>
        <source>No team yet: %1</source>
        <translation>Sans équipe&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — teacher&apos;s window</source>
        <translation>%1 — fenêtre de l&apos;enseignant</translation>
    </message>
    <message>
        <source>All tables:</source>
        <translation>Toutes les tables&#xa0;:</translation>
    </message>
    <message>
        <source>Deal the class</source>
        <translation>Répartir la classe</translation>
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
        <source>%1 · %2 tables</source>
        <translation>%1 · %2 tables</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1 (table %2)</translation>
    </message>
    <message>
        <source>Students join: open Decrypto and pick “%1” from the list — or join by address %2</source>
        <translation>Pour rejoindre, les élèves ouvrent Decrypto et choisissent «&#xa0;%1&#xa0;» dans la liste — ou rejoignent par l&apos;adresse %2</translation>
    </message>
    <message>
        <source>PIN: %1</source>
        <translation>Code PIN&#xa0;: %1</translation>
    </message>
    <message>
        <source>In a browser: %1</source>
        <translation>Dans un navigateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Table %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Every table uses “%1” (%2 words).</source>
        <translation>Toutes les tables utilisent «&#xa0;%1&#xa0;» (%2 mots).</translation>
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
    <name>ComputerBadge</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>scripted</source>
        <translation>scripté</translation>
    </message>
    <message>
        <source>scripted bot</source>
        <translation>bot scripté</translation>
    </message>
    <message>
        <source>%1, scripted bot</source>
        <translation>%1, bot scripté</translation>
    </message>
    <message>
        <source>%1, computer player</source>
        <translation>%1, joueur ordinateur</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Add a computer player: %1</source>
        <translation>Ajouter un joueur ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reading the word model…</source>
        <translation>Lecture du modèle de mots…</translation>
    </message>
    <message>
        <source>Computer players at the table: %1</source>
        <translation>Joueurs ordinateur à la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>The word model could not be loaded: %1</source>
        <translation>Le modèle de mots n&apos;a pas pu être chargé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordinateur %1</translation>
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
        <translation>&lt;b&gt;macOS&#xa0;:&lt;/b&gt; autorisez l&apos;accès au &lt;i&gt;Réseau local&lt;/i&gt; lorsque c&apos;est demandé, ou plus tard dans Réglages Système → Confidentialité et sécurité → Réseau local. Si le pare-feu est activé, autorisez les connexions entrantes pour l&apos;application.</translation>
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
        <source>Keyword %1</source>
        <translation>Mot-clé %1</translation>
    </message>
    <message>
        <source>Type 1-4 to fill the guess, Backspace to undo</source>
        <translation>Tapez 1 à 4 pour remplir la proposition, Retour arrière pour annuler</translation>
    </message>
    <message>
        <source>Code guess: type 1 to 4</source>
        <translation>Code proposé&#xa0;: tapez 1 à 4</translation>
    </message>
    <message>
        <source>The guess so far: %1</source>
        <translation>Proposition en cours&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>EncryptPanel</name>
    <message>
        <source>You are the encryptor: write three clues</source>
        <translation>Vous êtes le chiffreur&#xa0;: écrivez trois indices</translation>
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
        <translation>Rendre les indices (Entrée)</translation>
    </message>
    <message>
        <source>Final once handed in (Ctrl+Enter)</source>
        <translation>Définitifs une fois rendus (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Only people can judge these</source>
        <translation>Seuls les joueurs peuvent en juger</translation>
    </message>
    <message>
        <source>Clue %1</source>
        <translation>Indice %1</translation>
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
        <source>A clue for keyword %1: %2</source>
        <translation>Un indice pour le mot-clé %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Clue %1, for keyword %2: %3</source>
        <translation>Indice %1, pour le mot-clé %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Clue %1 (hold the button to see its digit)</source>
        <translation>Indice %1 (maintenez le bouton pour voir son chiffre)</translation>
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
        <source>The host can start another game at this table, with the same players: this window follows by itself. Export this game first to keep it.</source>
        <translation>L&apos;hôte peut lancer une nouvelle partie à cette table, avec les mêmes joueurs&#xa0;: cette fenêtre suivra d&apos;elle-même. Exportez d&apos;abord cette partie pour la garder.</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2</source>
        <translation>%1 — interceptions&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — interceptions&#xa0;: %2, mauvaises communications&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 guessed: %2</source>
        <translation>Propositions des %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GuessPanel</name>
    <message>
        <source>Lock in the guess (Enter)</source>
        <translation>Valider la proposition (Entrée)</translation>
    </message>
    <message>
        <source>Locks the guess for the whole team</source>
        <translation>Valide la proposition pour toute l&apos;équipe</translation>
    </message>
    <message>
        <source>Your teammates decode your clues</source>
        <translation>Vos coéquipiers déchiffrent vos indices</translation>
    </message>
    <message>
        <source>Stay silent until the code is revealed.</source>
        <translation>Restez silencieux jusqu&apos;à ce que le code soit dévoilé.</translation>
    </message>
    <message>
        <source>%1 decodes — %2 stays silent</source>
        <translation>%1 déchiffre — %2 reste silencieux</translation>
    </message>
    <message>
        <source>%1 decode — %2 stays silent</source>
        <translation>%1 déchiffrent — %2 reste silencieux</translation>
    </message>
    <message>
        <source>Decode your team&apos;s clues</source>
        <translation>Déchiffrez les indices de votre équipe</translation>
    </message>
    <message>
        <source>%1 wrote them and stays silent.</source>
        <translation>%1 les a écrits et reste silencieux.</translation>
    </message>
    <message>
        <source>The clues of %1</source>
        <translation>Les indices des %1</translation>
    </message>
    <message>
        <source>No interception in round 1: note the clues, they help later.</source>
        <translation>Pas d&apos;interception à la manche 1&#xa0;: notez les indices, ils serviront plus tard.</translation>
    </message>
    <message>
        <source>Intercept: guess %1&apos;s code</source>
        <translation>Interception&#xa0;: devinez le code des %1</translation>
    </message>
    <message>
        <source>Which keyword does each clue point to? Type 1-4, then Enter.</source>
        <translation>À quel mot-clé renvoie chaque indice&#xa0;? Tapez 1 à 4, puis Entrée.</translation>
    </message>
    <message>
        <source>Time ran out: the clues were taken as they stood.</source>
        <translation>Le temps est écoulé&#xa0;: les indices ont été pris tels quels.</translation>
    </message>
    <message>
        <source>Deciding with you: %1. The computer&apos;s guess appears below as the draft; change it if you disagree, then lock it in.</source>
        <translation>Décide avec vous&#xa0;: %1. La proposition de l&apos;ordinateur apparaît ci-dessous comme brouillon&#xa0;; modifiez-la si vous n&apos;êtes pas d&apos;accord, puis validez-la.</translation>
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
    <name>GuideDialog</name>
    <message>
        <source>User&apos;s guide</source>
        <translation>Guide d&apos;utilisation</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>&amp;Guide d&apos;utilisation</translation>
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
        <translation>&amp;Nom de la partie</translation>
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
        <source>Black decodes first in even rounds</source>
        <translation>Les Noirs déchiffrent en premier aux manches paires</translation>
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
        <source>Pla&amp;y again</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <source>A new game at this table: the same players in the same teams, new keywords</source>
        <translation>Une nouvelle partie à cette table&#xa0;: les mêmes joueurs dans les mêmes équipes, de nouveaux mots-clés</translation>
    </message>
    <message>
        <source>Play again, s&amp;huffled teams</source>
        <translation>Rejouer, équipes &amp;mélangées</translation>
    </message>
    <message>
        <source>A new game at this table: the same players in new teams, new keywords</source>
        <translation>Une nouvelle partie à cette table&#xa0;: les mêmes joueurs dans de nouvelles équipes, de nouveaux mots-clés</translation>
    </message>
    <message>
        <source>E&amp;xport the game log (JSON)…</source>
        <translation>Exporter le &amp;journal de la partie (JSON)…</translation>
    </message>
    <message>
        <source>Han&amp;d over…</source>
        <translation>&amp;Transférer la place…</translation>
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
        <source>&amp;Kick</source>
        <translation>E&amp;xclure</translation>
    </message>
    <message>
        <source>Before the game: remove the player. In play: open the seat for someone else</source>
        <translation>Avant la partie&#xa0;: retire le joueur. En cours de partie&#xa0;: libère la place pour quelqu&apos;un d&apos;autre</translation>
    </message>
    <message>
        <source>Starts when the first encryptor hands in; 0 turns it off</source>
        <translation>Démarre dès que le premier chiffreur a rendu ses indices&#xa0;; 0 le désactive</translation>
    </message>
    <message>
        <source>End what the table is waiting for: clue drafts are handed in as they stand; a team that has not locked in its guess counts as wrong</source>
        <translation>Terminer ce que la table attend&#xa0;: les brouillons d&apos;indices sont rendus tels quels&#xa0;; une équipe qui n&apos;a pas validé sa proposition compte comme s&apos;étant trompée</translation>
    </message>
    <message>
        <source>Someone else takes this seat, seeing all it saw</source>
        <translation>Quelqu&apos;un d&apos;autre reprend cette place et voit tout ce qu&apos;elle a vu</translation>
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
        <source>The teams could not be shuffled: players who share a window stay together. A new game has started with the same teams.</source>
        <translation>Les équipes n&apos;ont pas pu être mélangées&#xa0;: les joueurs qui partagent une fenêtre restent ensemble. Une nouvelle partie a commencé avec les mêmes équipes.</translation>
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
        <translation>Transférer une place</translation>
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
        <translation>Rejoindre depuis un téléphone ou une tablette&#xa0;: scannez le code</translation>
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
        <source>Play as %1</source>
        <translation>Jouer en %1</translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Rejoindre les %1</translation>
    </message>
    <message>
        <source>Players in %1</source>
        <translation>Joueurs des %1</translation>
    </message>
    <message>
        <source>%1, one player</source>
        <translation>%1, un seul joueur</translation>
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
    <name>LookMenu</name>
    <message>
        <source>&amp;Look</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <source>&amp;Reduced motion</source>
        <translation>Animations &amp;réduites</translation>
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
        <source>their side</source>
        <translation>leur côté</translation>
    </message>
    <message>
        <source>our side</source>
        <translation>notre côté</translation>
    </message>
    <message>
        <source>Note sheet, %1: clues and codes by round</source>
        <translation>Feuille de notes, %1&#xa0;: indices et codes par manche</translation>
    </message>
    <message>
        <source>Clues under keyword %1, %2</source>
        <translation>Indices sous le mot-clé %1, %2</translation>
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
        <source>Round %1, “%2”: %3</source>
        <translation>Manche %1, «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>You know this round&apos;s code: notes wait for its reveal.</source>
        <translation>Vous connaissez le code de cette manche&#xa0;: les notes attendent sa révélation.</translation>
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
        <translation>p. ex. Anne — ou Anne, Benoît si vous partagez cet ordinateur</translation>
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
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
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
        <translation>Partie</translation>
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
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Cannot look for games on this network (%1). Join by address.</source>
        <translation>Impossible de chercher des parties sur ce réseau (%1). Rejoignez par adresse.</translation>
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
        <source>No game found yet. Is the host on the same Wi-Fi as you? A guest network often keeps computers apart, and a firewall may block the game. You can also join by the address shown on the table.</source>
        <translation>Aucune partie trouvée pour l&apos;instant. L&apos;hôte est-il sur le même Wi-Fi que vous&#xa0;? Un réseau invité isole souvent les ordinateurs, et un pare-feu peut bloquer le jeu. Vous pouvez aussi rejoindre par l&apos;adresse affichée sur la table.</translation>
    </message>
    <message>
        <source>Network help</source>
        <translation>Aide réseau</translation>
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
        <source>Wrong PIN. Type the PIN of “%1” again:</source>
        <translation>Code PIN incorrect. Saisissez à nouveau le code PIN de «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>The PIN of “%1”:</source>
        <translation>Code PIN de «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>PIN for “%1”</source>
        <translation>Code PIN de «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>TablePicker</name>
    <message>
        <source>full</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>1 free seat</source>
        <translation>1 place libre</translation>
    </message>
    <message>
        <source>%1 free seats</source>
        <translation>%1 places libres</translation>
    </message>
    <message>
        <source>%1 · %2 tables</source>
        <translation>%1 · %2 tables</translation>
    </message>
    <message>
        <source>Table %1 · %2 seated</source>
        <translation>Table %1 · %2 à table</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Join “%1”</source>
        <translation>Rejoindre «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&amp;Which table of “%1” do you join?</source>
        <translation>&amp;Quelle table de «&#xa0;%1&#xa0;» rejoignez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Any table — the host seats you where there is room</source>
        <translation>N&apos;importe quelle table — l&apos;hôte vous place là où il reste de la place</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>This table has no free seat.</source>
        <translation>Cette table n&apos;a plus de place libre.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <source>Host controls in their own &amp;window (second screen)</source>
        <translation>Commandes de l&apos;hôte dans leur propre &amp;fenêtre (second écran)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Couper les sons</translation>
    </message>
    <message>
        <source>&amp;Reveal pace</source>
        <translation>Rythme de la &amp;révélation</translation>
    </message>
    <message>
        <source>&amp;Brisk: a second a step</source>
        <translation>&amp;Vif&#xa0;: une seconde par étape</translation>
    </message>
    <message>
        <source>For the &amp;room: two seconds a step</source>
        <translation>Pour la &amp;salle&#xa0;: deux secondes par étape</translation>
    </message>
    <message>
        <source>&amp;Slow: for reading aloud</source>
        <translation>&amp;Lent&#xa0;: pour lire à voix haute</translation>
    </message>
    <message>
        <source>S&amp;kip to the end of the reveal</source>
        <translation>&amp;Passer à la fin de la révélation</translation>
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
        <source>The reveal: %1&apos;s code</source>
        <translation>Révélation&#xa0;: le code des %1</translation>
    </message>
    <message>
        <source>Paused by the host</source>
        <translation>Partie mise en pause par l&apos;hôte</translation>
    </message>
    <message>
        <source>Encryptors are writing clues: %1</source>
        <translation>Les chiffreurs écrivent leurs indices&#xa0;: %1</translation>
    </message>
    <message>
        <source>Decoding %1&apos;s clues</source>
        <translation>Déchiffrement des indices des %1</translation>
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
        <source>Join: open Decrypto, pick “%1” from the list, then table %3 — or join by address %2</source>
        <translation>Pour rejoindre&#xa0;: ouvrez Decrypto, choisissez «&#xa0;%1&#xa0;» dans la liste, puis la table %3 — ou rejoignez par l&apos;adresse %2</translation>
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
        <source>Sound when it is my &amp;turn</source>
        <translation>Un son quand c&apos;est mon &amp;tour</translation>
    </message>
    <message>
        <source>Silent while Reduced motion is on</source>
        <translation>Muet tant que «&#xa0;Animations réduites&#xa0;» est activé</translation>
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
        <source>Object to an opponent clue that breaks a rule only people can judge</source>
        <translation>Contester un indice adverse qui enfreint une règle que seuls les joueurs peuvent juger</translation>
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
        <source>No screen</source>
        <translation>Pas d&apos;écran</translation>
    </message>
    <message>
        <source>The host started a new game at this table.</source>
        <translation>L&apos;hôte a lancé une nouvelle partie à cette table.</translation>
    </message>
    <message>
        <source>%1 is encrypting — %2 decodes</source>
        <translation>%1 chiffre — %2 déchiffre</translation>
    </message>
    <message>
        <source>%1 is encrypting — %2 decode</source>
        <translation>%1 chiffre — %2 déchiffrent</translation>
    </message>
    <message>
        <source>Playing: %1 — with %2</source>
        <translation>Joueurs&#xa0;: %1 — avec %2</translation>
    </message>
    <message>
        <source>The host has paused the game.</source>
        <translation>L&apos;hôte a mis la partie en pause.</translation>
    </message>
    <message>
        <source>%1, you are the encryptor: write three clues</source>
        <translation>%1, vous êtes le chiffreur&#xa0;: écrivez trois indices</translation>
    </message>
    <message>
        <source>%1: %2 has handed in the clues.</source>
        <translation>%1&#xa0;: %2 a rendu ses indices.</translation>
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
    <name>Theme</name>
    <message>
        <source>&amp;Light (lit room)</source>
        <translation>&amp;Clair (salle éclairée)</translation>
    </message>
    <message>
        <source>&amp;Dark (dim room)</source>
        <translation>&amp;Sombre (salle peu éclairée)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
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
        <translation>Rendre nos propositions</translation>
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
        <source>The team that guesses more keywords right wins.</source>
        <translation>L&apos;équipe qui devine le plus de mots-clés gagne.</translation>
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
        <translation>Rendu. En attente des %1…</translation>
    </message>
</context>
<context>
    <name>TokenChips</name>
    <message>
        <source>interceptions: %1</source>
        <translation>interceptions&#xa0;: %1</translation>
    </message>
    <message>
        <source>interceptions: %1, miscommunications: %2</source>
        <translation>interceptions&#xa0;: %1, mauvaises communications&#xa0;: %2</translation>
    </message>
    <message>
        <source>interception</source>
        <translation>interception</translation>
    </message>
    <message>
        <source>miscommunication</source>
        <translation>mauvaise communication</translation>
    </message>
    <message>
        <source>(two of a kind end the game)</source>
        <translation>(deux identiques&#xa0;: fin de partie)</translation>
    </message>
</context>
<context>
    <name>TokenCounter</name>
    <message>
        <source>%1 — interceptions: %2, miscommunications: %3</source>
        <translation>%1 — interceptions&#xa0;: %2, mauvaises communications&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>A team has at most %1 players.</source>
        <translation>Une équipe compte au plus %1 joueurs.</translation>
    </message>
    <message>
        <source>A team has at most %1 players (or allow large teams).</source>
        <translation>Une équipe compte au plus %1 joueurs (ou autorisez les grandes équipes).</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players.</source>
        <translation>Chaque équipe doit compter au moins 2 joueurs.</translation>
    </message>
    <message>
        <source>Teams should be as equal as possible: %1 against %2; move a player to the smaller team.</source>
        <translation>Les équipes doivent être aussi égales que possible&#xa0;: %1 contre %2&#xa0;; faites passer un joueur dans la plus petite.</translation>
    </message>
    <message>
        <source>The three-player game needs two players in the team (White) and one Interceptor (Black).</source>
        <translation>La partie à trois demande deux joueurs dans l&apos;équipe (Blancs) et un Intercepteur (Noirs).</translation>
    </message>
    <message>
        <source>%1 has not chosen a team.</source>
        <translation>%1 n&apos;a pas encore choisi d&apos;équipe.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <source>Every player sits in team White or team Black.</source>
        <translation>Chaque joueur est chez les Blancs ou chez les Noirs.</translation>
    </message>
    <message>
        <source>Every seat needs its own id.</source>
        <translation>Chaque place doit avoir son propre identifiant.</translation>
    </message>
    <message>
        <source>The game could not be dealt.</source>
        <translation>La partie n&apos;a pas pu être distribuée.</translation>
    </message>
    <message>
        <source>A word list needs at least %1 different words, one per line.</source>
        <translation>Une liste de mots doit contenir au moins %1 mots différents, un par ligne.</translation>
    </message>
    <message>
        <source>This file is too big for a word list.</source>
        <translation>Ce fichier est trop gros pour une liste de mots.</translation>
    </message>
    <message>
        <source>This file is not a word list.</source>
        <translation>Ce fichier n&apos;est pas une liste de mots.</translation>
    </message>
    <message>
        <source>This file is not UTF-8 text. Save it as UTF-8, one word a line.</source>
        <translation>Ce fichier n&apos;est pas du texte UTF-8. Enregistrez-le en UTF-8, un mot par ligne.</translation>
    </message>
    <message>
        <source>There is no word list for this language.</source>
        <translation>Il n&apos;y a pas de liste de mots pour cette langue.</translation>
    </message>
    <message>
        <source>Choose the standard game or the three-player one.</source>
        <translation>Choisissez la partie standard ou la partie à trois.</translation>
    </message>
    <message>
        <source>An option is either on or off.</source>
        <translation>Une option est activée ou désactivée.</translation>
    </message>
    <message>
        <source>The timer runs from 5 to %1 seconds, or is off.</source>
        <translation>Le sablier dure de 5 à %1 secondes, ou est désactivé.</translation>
    </message>
    <message>
        <source>A game lasts from 1 to %1 rounds.</source>
        <translation>Une partie dure de 1 à %1 manches.</translation>
    </message>
    <message>
        <source>The saved game cannot be read: it is damaged or not one of ours.</source>
        <translation>La partie enregistrée est illisible&#xa0;: elle est abîmée ou ne vient pas de cette application.</translation>
    </message>
    <message>
        <source>This game was saved by another version of the app.</source>
        <translation>Cette partie a été enregistrée par une autre version de l&apos;application.</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation>Un nom ne peut pas être vide.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Un nom compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A name may only hold printable characters.</source>
        <translation>Un nom ne peut contenir que des caractères affichables.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name.</source>
        <translation>Quelqu&apos;un à cette table porte déjà ce nom.</translation>
    </message>
    <message>
        <source>Wrong PIN: this room has a PIN; ask the host for it.</source>
        <translation>Code PIN incorrect&#xa0;: cette partie est protégée par un code PIN&#xa0;; demandez-le à l&apos;hôte.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name, or it is unusable.</source>
        <translation>Quelqu&apos;un à cette table porte déjà ce nom, ou il n&apos;est pas utilisable.</translation>
    </message>
    <message>
        <source>The game has started and there is no free seat; ask the host to open one.</source>
        <translation>La partie a commencé et il n&apos;y a plus de place libre&#xa0;; demandez à l&apos;hôte d&apos;en libérer une.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>Cette partie est complète.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried here: wait a moment, then type the PIN again.</source>
        <translation>Trop de codes PIN erronés ont été essayés ici&#xa0;: attendez un moment, puis saisissez de nouveau le code PIN.</translation>
    </message>
    <message>
        <source>This class has no table with that number.</source>
        <translation>Cette classe n&apos;a pas de table portant ce numéro.</translation>
    </message>
    <message>
        <source>That table is full: choose another table, or any table.</source>
        <translation>Cette table est complète&#xa0;: choisissez-en une autre, ou n&apos;importe quelle table.</translation>
    </message>
    <message>
        <source>There is no table with that number.</source>
        <translation>Il n&apos;y a pas de table portant ce numéro.</translation>
    </message>
    <message>
        <source>That table is full: it has room for 16 players at most.</source>
        <translation>Cette table est complète&#xa0;: elle accueille 16 joueurs au plus.</translation>
    </message>
    <message>
        <source>The tables have started: students are moved and dealt only before.</source>
        <translation>Les tables ont déjà commencé&#xa0;: on ne peut déplacer ou répartir les élèves qu&apos;avant leur lancement.</translation>
    </message>
    <message>
        <source>A host runs 1 to 16 tables.</source>
        <translation>Un hôte gère de 1 à 16 tables.</translation>
    </message>
    <message>
        <source>The host could not do that.</source>
        <translation>L&apos;hôte n&apos;a pas pu le faire.</translation>
    </message>
    <message>
        <source>One window serves at most %1 players.</source>
        <translation>Une fenêtre sert au plus %1 joueurs.</translation>
    </message>
    <message>
        <source>The host runs another version of the app; update both.</source>
        <translation>L&apos;hôte utilise une autre version de l&apos;application&#xa0;; mettez les deux à jour.</translation>
    </message>
    <message>
        <source>The host has closed the game.</source>
        <translation>L&apos;hôte a fermé la partie.</translation>
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
        <source>The host could not handle this; nothing changed. Try again.</source>
        <translation>L&apos;hôte n&apos;a pas pu traiter cela&#xa0;; rien n&apos;a changé. Réessayez.</translation>
    </message>
    <message>
        <source>A PIN has at most %1 characters.</source>
        <translation>Un code PIN compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>The game is paused already.</source>
        <translation>La partie est déjà en pause.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>La partie n&apos;est pas en pause.</translation>
    </message>
    <message>
        <source>The game has started; the teams are settled.</source>
        <translation>La partie a commencé&#xa0;; les équipes sont fixées.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Il n&apos;y a pas encore de partie.</translation>
    </message>
    <message>
        <source>The table has no team to choose.</source>
        <translation>La table n&apos;a pas d&apos;équipe à choisir.</translation>
    </message>
    <message>
        <source>This window does not serve that player.</source>
        <translation>Cette fenêtre ne sert pas ce joueur.</translation>
    </message>
    <message>
        <source>This window serves no player.</source>
        <translation>Cette fenêtre ne sert aucun joueur.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Il n&apos;y a pas de tel joueur à cette table.</translation>
    </message>
    <message>
        <source>That name is empty, too long or taken.</source>
        <translation>Ce nom est vide, trop long ou déjà pris.</translation>
    </message>
    <message>
        <source>This window is not part of this game.</source>
        <translation>Cette fenêtre ne fait pas partie de cette partie.</translation>
    </message>
    <message>
        <source>The host does not know this action.</source>
        <translation>L&apos;hôte ne connaît pas cette action.</translation>
    </message>
    <message>
        <source>The game has moved on since; look again and retry.</source>
        <translation>La partie a avancé entre-temps&#xa0;; regardez à nouveau et réessayez.</translation>
    </message>
    <message>
        <source>Not now: the game is at another step.</source>
        <translation>Pas maintenant&#xa0;: la partie en est à une autre étape.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The game is not over yet: play again once it has ended.</source>
        <translation>La partie n&apos;est pas encore terminée&#xa0;: rejouez une fois qu&apos;elle est finie.</translation>
    </message>
    <message>
        <source>The game is paused; wait for the host.</source>
        <translation>La partie est en pause&#xa0;; attendez l&apos;hôte.</translation>
    </message>
    <message>
        <source>Only this round&apos;s encryptor writes the clues.</source>
        <translation>Seul le chiffreur de cette manche écrit les indices.</translation>
    </message>
    <message>
        <source>You wrote these clues, so you sit this guess out; your teammates decode them.</source>
        <translation>Vous avez écrit ces indices&#xa0;: vous ne participez pas à cette proposition&#xa0;; vos coéquipiers les déchiffrent.</translation>
    </message>
    <message>
        <source>Your clues are being decoded: write nothing your team sees until the code is revealed.</source>
        <translation>Vos indices sont en cours de déchiffrement&#xa0;: n&apos;écrivez rien que votre équipe puisse voir avant la révélation du code.</translation>
    </message>
    <message>
        <source>You know this round&apos;s code: write notes again once it is revealed.</source>
        <translation>Vous connaissez le code de cette manche&#xa0;: vous pourrez reprendre vos notes une fois qu&apos;il sera révélé.</translation>
    </message>
    <message>
        <source>Write exactly three clues, one for each digit of the code.</source>
        <translation>Écrivez exactement trois indices, un par chiffre du code.</translation>
    </message>
    <message>
        <source>A clue cannot be empty.</source>
        <translation>Un indice ne peut pas être vide.</translation>
    </message>
    <message>
        <source>A clue has at most %1 characters.</source>
        <translation>Un indice compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>This clue has characters that cannot be shown.</source>
        <translation>Cet indice contient des caractères impossibles à afficher.</translation>
    </message>
    <message>
        <source>This is your keyword %1; a clue may not be a keyword.</source>
        <translation>C&apos;est votre mot-clé %1&#xa0;; un indice ne peut pas être un mot-clé.</translation>
    </message>
    <message>
        <source>This contains your keyword %1; a clue may not contain a keyword.</source>
        <translation>Cela contient votre mot-clé %1&#xa0;; un indice ne peut pas contenir de mot-clé.</translation>
    </message>
    <message>
        <source>Your team has given this clue before.</source>
        <translation>Votre équipe a déjà donné cet indice.</translation>
    </message>
    <message>
        <source>Your clues are in; they cannot be changed.</source>
        <translation>Vos indices sont rendus&#xa0;; ils ne peuvent plus changer.</translation>
    </message>
    <message>
        <source>Time ran out: the clues were taken as they stood.</source>
        <translation>Le temps est écoulé&#xa0;: les indices ont été pris tels quels.</translation>
    </message>
    <message>
        <source>A guess is three different digits from 1 to 4.</source>
        <translation>Une proposition, c&apos;est trois chiffres différents de 1 à 4.</translation>
    </message>
    <message>
        <source>That code is not the one being decoded now.</source>
        <translation>Ce n&apos;est pas le code en cours de déchiffrement.</translation>
    </message>
    <message>
        <source>There is no interception in round 1: there are no clues yet.</source>
        <translation>Pas d&apos;interception à la manche 1&#xa0;: il n&apos;y a pas encore d&apos;indices.</translation>
    </message>
    <message>
        <source>Say whose code you guess: White&apos;s or Black&apos;s.</source>
        <translation>Précisez quel code vous devinez&#xa0;: celui des Blancs ou celui des Noirs.</translation>
    </message>
    <message>
        <source>Your team has locked in its guess already.</source>
        <translation>Votre équipe a déjà validé sa proposition.</translation>
    </message>
    <message>
        <source>Say whose clue you flag: White&apos;s or Black&apos;s.</source>
        <translation>Précisez à qui est l&apos;indice signalé&#xa0;: aux Blancs ou aux Noirs.</translation>
    </message>
    <message>
        <source>Say which round&apos;s clue you flag.</source>
        <translation>Précisez de quelle manche est l&apos;indice signalé.</translation>
    </message>
    <message>
        <source>Only the opponents may flag a clue.</source>
        <translation>Seuls les adversaires peuvent signaler un indice.</translation>
    </message>
    <message>
        <source>Say why the clue is flagged.</source>
        <translation>Dites pourquoi l&apos;indice est signalé.</translation>
    </message>
    <message>
        <source>Only a clue that has been decoded can be flagged.</source>
        <translation>Seul un indice déjà déchiffré peut être signalé.</translation>
    </message>
    <message>
        <source>There is no such clue to flag.</source>
        <translation>Il n&apos;y a pas de tel indice à signaler.</translation>
    </message>
    <message>
        <source>Your team has already flagged this clue.</source>
        <translation>Votre équipe a déjà signalé cet indice.</translation>
    </message>
    <message>
        <source>Notes go under keywords 1 to 4.</source>
        <translation>Les notes vont sous les mots-clés 1 à 4.</translation>
    </message>
    <message>
        <source>A note has at most %1 characters.</source>
        <translation>Une note compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A note may only hold printable characters.</source>
        <translation>Une note ne peut contenir que des caractères affichables.</translation>
    </message>
    <message>
        <source>Write one guess for each of the 4 keywords.</source>
        <translation>Écrivez une proposition pour chacun des 4 mots-clés.</translation>
    </message>
    <message>
        <source>A keyword guess has at most %1 characters.</source>
        <translation>Une proposition de mot-clé compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A guess may only hold printable characters.</source>
        <translation>Une proposition ne peut contenir que des caractères affichables.</translation>
    </message>
    <message>
        <source>Your team has handed in its keyword guesses.</source>
        <translation>Votre équipe a rendu ses propositions de mots-clés.</translation>
    </message>
    <message>
        <source>Your team has finished judging.</source>
        <translation>Votre équipe a fini de juger.</translation>
    </message>
    <message>
        <source>Judge the guesses at keywords 1 to 4.</source>
        <translation>Jugez les propositions des mots-clés 1 à 4.</translation>
    </message>
    <message>
        <source>There is no guess at that keyword to accept.</source>
        <translation>Il n&apos;y a pas de proposition à accepter pour ce mot-clé.</translation>
    </message>
    <message>
        <source>That guess matches the keyword already.</source>
        <translation>Cette proposition correspond déjà au mot-clé.</translation>
    </message>
    <message>
        <source>The host did not understand this window (%1). Update both apps.</source>
        <translation>L&apos;hôte n&apos;a pas compris cette fenêtre (%1). Mettez les deux applications à jour.</translation>
    </message>
    <message>
        <source>Clue %1: %2</source>
        <translation>Indice %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing answered at %1: no game is running there, or the port is wrong. Check the address shown on the table.</source>
        <translation>Rien n&apos;a répondu à %1&#xa0;: aucune partie n&apos;y tourne, ou le port est faux. Vérifiez l&apos;adresse affichée sur la table.</translation>
    </message>
    <message>
        <source>There is no computer called %1 on this network. Check the address.</source>
        <translation>Aucun ordinateur ne s&apos;appelle %1 sur ce réseau. Vérifiez l&apos;adresse.</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this computer. Is it on the same network as you?</source>
        <translation>%1 est injoignable depuis cet ordinateur. Est-il sur le même réseau que vous&#xa0;?</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check the address, that both computers are on the same network, and that no firewall blocks the game.</source>
        <translation>%1 n&apos;a pas répondu à temps. Vérifiez l&apos;adresse, que les deux ordinateurs sont sur le même réseau et qu&apos;aucun pare-feu ne bloque le jeu.</translation>
    </message>
    <message>
        <source>%1 answered, but it is not a game of this app (or another version).</source>
        <translation>%1 a répondu, mais ce n&apos;est pas une partie de cette application (ou d&apos;une autre version).</translation>
    </message>
    <message>
        <source>Could not join %1.</source>
        <translation>Impossible de rejoindre %1.</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
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
        <translation>Les chiffreurs écrivent leurs indices</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>Déchiffrement</translation>
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
        <source>tie-break on interceptions minus miscommunications</source>
        <translation>départage par les interceptions moins les mauvaises communications</translation>
    </message>
    <message>
        <source>more keywords guessed in the tie-break</source>
        <translation>plus de mots-clés devinés au départage</translation>
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
        <source>The Interceptor wins: %1.</source>
        <translation>Victoire de l&apos;Intercepteur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>Victoire des %1&#xa0;: %2.</translation>
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
        <translation>Pendant que vos coéquipiers déchiffrent votre code, n&apos;écrivez rien qu&apos;ils puissent voir, pas même des notes.</translation>
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
        <translation>Vous partagez cet appareil&#xa0;? Indiquez le nom de chaque joueur, en les séparant par des virgules.</translation>
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
        <translation>Quitter cette partie&#xa0;? Votre place vous est gardée.</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Saisissez d&apos;abord votre nom.</translation>
    </message>
    <message>
        <source>This browser cannot connect to the host.</source>
        <translation>Ce navigateur ne peut pas se connecter à l&apos;hôte.</translation>
    </message>
    <message>
        <source>Clue for keyword %1</source>
        <translation>Indice pour le mot-clé %1</translation>
    </message>
    <message>
        <source>Hand in the clues</source>
        <translation>Rendre les indices</translation>
    </message>
    <message>
        <source>Your turn: write three clues.</source>
        <translation>À vous&#xa0;: écrivez trois indices.</translation>
    </message>
    <message>
        <source>The sand timer is running: hand in your team&apos;s clues!</source>
        <translation>Le sablier est lancé&#xa0;: rendez les indices de votre équipe&#xa0;!</translation>
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
        <source>Guess</source>
        <translation>Prop.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
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
        <translation>Accepter «&#xa0;%1&#xa0;» pour le mot-clé %2</translation>
    </message>
    <message>
        <source>Both screens</source>
        <translation>Les deux écrans</translation>
    </message>
    <message>
        <source>Your team wins!</source>
        <translation>Votre équipe gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Your team loses.</source>
        <translation>Votre équipe perd.</translation>
    </message>
    <message>
        <source>Both teams win!</source>
        <translation>Les deux équipes gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>Back to the join screen</source>
        <translation>Retour à l&apos;écran d&apos;accueil</translation>
    </message>
    <message>
        <source>The host can start another game at this table: this page follows by itself.</source>
        <translation>L&apos;hôte peut lancer une nouvelle partie à cette table&#xa0;: cette page suivra d&apos;elle-même.</translation>
    </message>
</context>
</TS>
