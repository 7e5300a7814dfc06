<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>CollisionExportPlugin</name>
    <message>
        <source>Collision geometry for game engines (JSON)</source>
        <translation>Géométrie de collision pour moteurs de jeu (JSON)</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Add %1</source>
        <translation>Ajouter : %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer : %1</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Effacer des tuiles</translation>
    </message>
    <message>
        <source>Paint tiles</source>
        <translation>Peindre des tuiles</translation>
    </message>
    <message>
        <source>Add layer</source>
        <translation>Ajouter un calque</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Supprimer le calque</translation>
    </message>
    <message>
        <source>Move layer</source>
        <translation>Déplacer le calque</translation>
    </message>
    <message>
        <source>Change layer</source>
        <translation>Modifier le calque</translation>
    </message>
    <message>
        <source>Change level settings</source>
        <translation>Modifier les paramètres du niveau</translation>
    </message>
</context>
<context>
    <name>GodotExportPlugin</name>
    <message>
        <source>Godot 4 scene</source>
        <translation>Scène Godot 4</translation>
    </message>
</context>
<context>
    <name>GodotFormat</name>
    <message>
        <source>line 1: not a Godot scene (it does not start with [gd_scene ...])</source>
        <translation>ligne 1 : pas une scène Godot (elle ne commence pas par [gd_scene ...])</translation>
    </message>
    <message>
        <source>line 1: Ledge reads Godot 4 text scenes (format=3); this one has format=%1</source>
        <translation>ligne 1 : Ledge lit les scènes texte de Godot 4 (format=3) ; celle-ci a format=%1</translation>
    </message>
    <message>
        <source>the scene has no node</source>
        <translation>la scène n&apos;a aucun nœud</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>a node without a name</source>
        <translation>un nœud sans nom</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has no parent, but the scene already has a root</source>
        <translation>le nœud « %1 » n&apos;a pas de parent, mais la scène a déjà une racine</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: its parent &apos;%2&apos; is not defined before it</source>
        <translation>nœud « %1 » : son parent « %2 » n&apos;est pas défini avant lui</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is defined twice</source>
        <translation>le nœud « %1 » est défini deux fois</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: &apos;%2&apos; is not a valid value</source>
        <translation>nœud « %1 » : « %2 » n&apos;est pas une valeur valide</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has a script (%2): what it does is not imported</source>
        <translation>le nœud « %1 » a un script (%2) : ce qu&apos;il fait n&apos;est pas importé</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; (%2) skipped: tile map layers are not imported (their collision is in the tile set)</source>
        <translation>nœud « %1 » (%2) ignoré : les calques de tuiles ne sont pas importés (leur collision est dans le jeu de tuiles)</translation>
    </message>
    <message>
        <source>body &apos;%1&apos; (%2) skipped: a moving body is not level geometry</source>
        <translation>corps « %1 » (%2) ignoré : un corps mobile ne fait pas partie de la géométrie du niveau</translation>
    </message>
    <message>
        <source>marker &apos;%1&apos; skipped: its name says neither spawn, goal nor pickup</source>
        <translation>repère « %1 » ignoré : son nom n&apos;indique ni point d&apos;apparition, ni objectif, ni objet à ramasser</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: it is disabled</source>
        <translation>forme « %1 » ignorée : elle est désactivée</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its polygon has fewer than 3 points</source>
        <translation>forme « %1 » ignorée : son polygone a moins de 3 points</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a polygon of segments, imported as a solid polygon</source>
        <translation>forme « %1 » : un polygone de segments, importé comme polygone plein</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape is not in the scene (an external resource or none)</source>
        <translation>forme « %1 » ignorée : sa forme n&apos;est pas dans la scène (ressource externe ou aucune)</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape resource &apos;%2&apos; is not defined</source>
        <translation>forme « %1 » ignorée : sa ressource de forme « %2 » n&apos;est pas définie</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a circle scaled unevenly, imported as a %2-point polygon</source>
        <translation>forme « %1 » : un cercle mis à l&apos;échelle de façon inégale, importé comme polygone de %2 points</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: Ledge does not import %2</source>
        <translation>forme « %1 » ignorée : Ledge n&apos;importe pas %2</translation>
    </message>
    <message>
        <source>metadata/ledge_settings of the root not understood: %1</source>
        <translation>metadata/ledge_settings de la racine incompris : %1</translation>
    </message>
    <message>
        <source>the scene extends left of or above its origin: moved by (%1, %2) into the level</source>
        <translation>la scène dépasse à gauche ou au-dessus de son origine : déplacée de (%1, %2) dans le niveau</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; to start a section</source>
        <translation>« [ » attendu pour commencer une section</translation>
    </message>
    <message>
        <source>expected a section name after &apos;[&apos;</source>
        <translation>nom de section attendu après « [ »</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the section</source>
        <translation>« ] » attendu pour fermer la section</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in a section header</source>
        <translation>« %1 » inattendu dans un en-tête de section</translation>
    </message>
    <message>
        <source>expected &apos;=&apos; after &apos;%1&apos;</source>
        <translation>« = » attendu après « %1 »</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;; expected a property name</source>
        <translation>« %1 » inattendu ; nom de propriété attendu</translation>
    </message>
    <message>
        <source>bad \u escape in a string</source>
        <translation>séquence \u invalide dans une chaîne</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>une chaîne n&apos;est pas fermée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>« %1 » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>values nested more than %1 deep</source>
        <translation>valeurs imbriquées sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>expected a value, found the end of the file</source>
        <translation>valeur attendue, fin du fichier trouvée</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; where a value should be</source>
        <translation>« %1 » inattendu à la place d&apos;une valeur</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;%1&apos;</source>
        <translation>« , » ou « %1 » attendu</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; in a dictionary</source>
        <translation>« : » attendu dans un dictionnaire</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in a dictionary</source>
        <translation>« , » ou « } » attendu dans un dictionnaire</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2: the scene file is not found, so it is not imported</source>
        <translation>le nœud « %1 » est une instance de %2 : le fichier de scène est introuvable, il n&apos;est donc pas importé</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which contains itself: not imported</source>
        <translation>le nœud « %1 » est une instance de %2, qui se contient elle-même : non importé</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which cannot be read: %3</source>
        <translation>le nœud « %1 » est une instance de %2, illisible : %3</translation>
    </message>
    <message>
        <source>in &apos;%1&apos; (%2): %3</source>
        <translation>dans « %1 » (%2) : %3</translation>
    </message>
</context>
<context>
    <name>ImportProfile</name>
    <message>
        <source>expected a role (solid, oneway, hazard, trigger, spawn, goal or pickup)</source>
        <translation>rôle attendu (solid, oneway, hazard, trigger, spawn, goal ou pickup)</translation>
    </message>
    <message>
        <source>expected an array of layer name patterns</source>
        <translation>tableau de motifs de noms de calques attendu</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>pas du JSON : %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>expected &quot;ledge-import-profile&quot;</source>
        <translation>« ledge-import-profile » attendu</translation>
    </message>
    <message>
        <source>this version of Ledge reads import profiles of version 1</source>
        <translation>cette version de Ledge lit les profils d&apos;import de version 1</translation>
    </message>
    <message>
        <source>expected an object with &quot;collide&quot; and &quot;ignore&quot;</source>
        <translation>objet avec « collide » et « ignore » attendu</translation>
    </message>
    <message>
        <source>expected an object from role to property name</source>
        <translation>objet associant un rôle à un nom de propriété attendu</translation>
    </message>
    <message>
        <source>expected a property name</source>
        <translation>nom de propriété attendu</translation>
    </message>
    <message>
        <source>expected an object from class to role</source>
        <translation>objet associant une classe à un rôle attendu</translation>
    </message>
    <message>
        <source>expected an object from value to role</source>
        <translation>objet associant une valeur à un rôle attendu</translation>
    </message>
    <message>
        <source>expected solid, oneway, hazard or none</source>
        <translation>solid, oneway, hazard ou none attendu</translation>
    </message>
</context>
<context>
    <name>LdtkFormat</name>
    <message>
        <source>object %1</source>
        <translation>objet %1</translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation>objet %1 « %2 »</translation>
    </message>
    <message>
        <source>cell size %1 rounded to %2: LDtk grids are whole pixels</source>
        <translation>taille de case %1 arrondie à %2 : les grilles LDtk sont en pixels entiers</translation>
    </message>
    <message>
        <source>%1 (%2) left out: LDtk IntGrid holds whole cells only</source>
        <translation>%1 (%2) omis : un IntGrid LDtk ne contient que des cases entières</translation>
    </message>
    <message>
        <source>%1 (%2) written as its bounding box</source>
        <translation>%1 (%2) écrit comme son rectangle englobant</translation>
    </message>
    <message>
        <source>%1: a point, written as a %2 x %2 entity centred on it</source>
        <translation>%1 : un point, écrit comme une entité de %2 x %2 centrée dessus</translation>
    </message>
    <message>
        <source>%1 line %2: %3: %4</source>
        <translation>%1 ligne %2 : %3 : %4</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1 : %2 : %3</translation>
    </message>
    <message>
        <source>%1 line %2: not JSON: %3</source>
        <translation>%1 ligne %2 : pas du JSON : %3</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (the top level is not a JSON object)</source>
        <translation>%1 : pas un projet LDtk (le niveau supérieur n&apos;est pas un objet JSON)</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (no &quot;defs&quot; and &quot;levels&quot;)</source>
        <translation>%1 : pas un projet LDtk (ni « defs » ni « levels »)</translation>
    </message>
    <message>
        <source>an external level needs the project&apos;s file name</source>
        <translation>un niveau externe a besoin du nom de fichier du projet</translation>
    </message>
    <message>
        <source>cannot read the external level %1: %2</source>
        <translation>impossible de lire le niveau externe %1 : %2</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>nombre entier de %1 à %2 attendu</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <source>level size out of range</source>
        <translation>taille du niveau hors limites</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>tableau attendu</translation>
    </message>
    <message>
        <source>level too large for its grid size</source>
        <translation>niveau trop grand pour sa taille de grille</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>unknown layer type &apos;%1&apos;</source>
        <translation>type de calque inconnu « %1 »</translation>
    </message>
    <message>
        <source>layer too large</source>
        <translation>calque trop grand</translation>
    </message>
    <message>
        <source>expected a size above 0</source>
        <translation>taille supérieure à 0 attendue</translation>
    </message>
    <message>
        <source>expected %1 values (__cWid x __cHei), found %2</source>
        <translation>%1 valeurs attendues (__cWid x __cHei), %2 trouvées</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos; skipped: none of its IntGrid values collides (name them, or map them with &quot;intGrid&quot; in an import profile)</source>
        <translation>calque « %1 » ignoré : aucune de ses valeurs IntGrid n&apos;entre en collision (nommez-les, ou associez-les avec « intGrid » dans un profil d&apos;import)</translation>
    </message>
    <message>
        <source>expected two numbers</source>
        <translation>deux nombres attendus</translation>
    </message>
    <message>
        <source>expected finite numbers</source>
        <translation>nombres finis attendus</translation>
    </message>
    <message>
        <source>entity %1 &apos;%2&apos; skipped: it has no size</source>
        <translation>entité %1 « %2 » ignorée : elle n&apos;a pas de taille</translation>
    </message>
    <message>
        <source>%1: the project has no level</source>
        <translation>%1 : le projet n&apos;a aucun niveau</translation>
    </message>
    <message>
        <source>%1: no level named &apos;%2&apos; (its levels: %3)</source>
        <translation>%1 : aucun niveau nommé « %2 » (ses niveaux : %3)</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>profil d&apos;import %1</translation>
    </message>
</context>
<context>
    <name>LdtkPlugin</name>
    <message>
        <source>LDtk project</source>
        <translation>Projet LDtk</translation>
    </message>
</context>
<context>
    <name>LedgeCli</name>
    <message>
        <source>Show this help.</source>
        <translation>Affiche cette aide.</translation>
    </message>
    <message>
        <source>ledge-cli: %1</source>
        <translation>ledge-cli : %1</translation>
    </message>
    <message>
        <source>ledge-cli: expected %1 file arguments, got %2</source>
        <translation>ledge-cli : %1 arguments de fichier attendus, %2 reçus</translation>
    </message>
    <message>
        <source>Report format: text, json or junit (default text).</source>
        <translation>Format du rapport : text, json ou junit (text par défaut).</translation>
    </message>
    <message>
        <source>Report how long each phase took.</source>
        <translation>Indique la durée de chaque étape.</translation>
    </message>
    <message>
        <source>ledge-cli: unknown report format &apos;%1&apos; (use text, json or junit)</source>
        <translation>ledge-cli : format de rapport « %1 » inconnu (utilisez text, json ou junit)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1 : %n erreur</numerusform>
            <numerusform>%1 : %n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n avertissement</numerusform>
            <numerusform>, %n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>timings: load %1 ms, overlaps %2 ms, reachability %3 ms</source>
        <translation>durées : chargement %1 ms, chevauchements %2 ms, atteignabilité %3 ms</translation>
    </message>
    <message>
        <source>ledge-cli: no importer reads &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli : aucun importateur ne lit « %1 » (voir « ledge-cli formats »)</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1 : avertissement : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write %1: %2</source>
        <translation>ledge-cli : impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli : aucun exportateur n&apos;écrit « %1 » (connus : %2)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli : aucun exportateur nommé « %1 » (connus : %2)</translation>
    </message>
    <message>
        <source>The file to read.</source>
        <translation>Le fichier à lire.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Le fichier à écrire.</translation>
    </message>
    <message>
        <source>The exporter to use (see &apos;ledge-cli formats&apos;).</source>
        <translation>L&apos;exportateur à utiliser (voir « ledge-cli formats »).</translation>
    </message>
    <message>
        <source>Write even when validation finds errors.</source>
        <translation>Écrit même si la validation trouve des erreurs.</translation>
    </message>
    <message>
        <source>The level to export.</source>
        <translation>Le niveau à exporter.</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli : aucun exportateur n&apos;écrit « %1 » (voir « ledge-cli formats »)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli : aucun exportateur nommé « %1 » (voir « ledge-cli formats »)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: export refused: %n error(s); fix them or use --force</source>
        <translation>
            <numerusform>ledge-cli : exportation refusée : %n erreur ; corrigez-la ou utilisez --force</numerusform>
            <numerusform>ledge-cli : exportation refusée : %n erreurs ; corrigez-les ou utilisez --force</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: exporting despite %n error(s) (--force)</source>
        <translation>
            <numerusform>ledge-cli : exportation malgré %n erreur (--force)</numerusform>
            <numerusform>ledge-cli : exportation malgré %n erreurs (--force)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image pixels per level unit (default 1).</source>
        <translation>Pixels d&apos;image par unité du niveau (1 par défaut).</translation>
    </message>
    <message>
        <source>Comma-separated overlays: issues, reach (default none).</source>
        <translation>Surimpressions séparées par des virgules : issues, reach (aucune par défaut).</translation>
    </message>
    <message>
        <source>The level to draw.</source>
        <translation>Le niveau à dessiner.</translation>
    </message>
    <message>
        <source>The picture to write (.png).</source>
        <translation>L&apos;image à écrire (.png).</translation>
    </message>
    <message>
        <source>ledge-cli: --scale wants a number above 0 and at most 64, not &apos;%1&apos;</source>
        <translation>ledge-cli : --scale attend un nombre supérieur à 0 et au plus égal à 64, pas « %1 »</translation>
    </message>
    <message>
        <source>ledge-cli: unknown overlay &apos;%1&apos; (use issues, reach)</source>
        <translation>ledge-cli : surimpression « %1 » inconnue (utilisez issues, reach)</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write pictures of type &apos;%1&apos; (use .png)</source>
        <translation>ledge-cli : impossible d&apos;écrire des images de type « %1 » (utilisez .png)</translation>
    </message>
    <message>
        <source>Usage: ledge-cli formats</source>
        <translation>Utilisation : ledge-cli formats</translation>
    </message>
    <message>
        <source>ledge-cli: unknown command &apos;%1&apos;</source>
        <translation>ledge-cli : commande « %1 » inconnue</translation>
    </message>
    <message>
        <source>Number of solid shapes (default 10000).</source>
        <translation>Nombre de formes solides (10000 par défaut).</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>Graine aléatoire (1 par défaut).</translation>
    </message>
    <message>
        <source>platformer or topdown (default platformer).</source>
        <translation>platformer ou topdown (platformer par défaut).</translation>
    </message>
    <message>
        <source>Share of shapes grown into a neighbour, 0 to 1 (default 0.05).</source>
        <translation>Part des formes agrandies jusqu&apos;à chevaucher une voisine, de 0 à 1 (0.05 par défaut).</translation>
    </message>
    <message>
        <source>Add a tile layer.</source>
        <translation>Ajoute un calque de tuiles.</translation>
    </message>
    <message>
        <source>The level to write.</source>
        <translation>Le niveau à écrire.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</source>
        <translation>Utilisation : ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</translation>
    </message>
    <message>
        <source>ledge-cli: generate: --shapes must be 1 to 10000000, --seed a whole number, --overlap between 0 and 1, --mode platformer or topdown</source>
        <translation>ledge-cli : generate : --shapes doit valoir de 1 à 10000000, --seed un nombre entier, --overlap entre 0 et 1, --mode platformer ou topdown</translation>
    </message>
    <message>
        <source>The level of a project file to read (default: the first).</source>
        <translation>Le niveau d&apos;un fichier de projet à lire (par défaut : le premier).</translation>
    </message>
    <message>
        <source>ledge-cli: %1 holds a single level; --level picks one of a project&apos;s levels (LDtk)</source>
        <translation>ledge-cli : %1 ne contient qu&apos;un niveau ; --level choisit l&apos;un des niveaux d&apos;un projet (LDtk)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1: unreadable</source>
        <translation>%1 : illisible</translation>
    </message>
    <message>
        <source>%1: not checked (interrupted)</source>
        <translation>%1 : non vérifié (interrompu)</translation>
    </message>
    <message>
        <source>%1/%2 levels</source>
        <translation>%1/%2 niveaux</translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n avec erreurs</numerusform>
            <numerusform>%n avec erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable</source>
        <translation>
            <numerusform>%n illisible</numerusform>
            <numerusform>%n illisibles</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>encore environ %1</translation>
    </message>
    <message>
        <source>ledge-cli: %1: no such file or directory</source>
        <translation>ledge-cli : %1 : fichier ou dossier introuvable</translation>
    </message>
    <message>
        <source>ledge-cli: interrupted: finishing the levels in progress</source>
        <translation>ledge-cli : interrompu : fin des niveaux en cours</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>%1: unreadable: %2</source>
        <translation>%1 : illisible : %2</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>fichier ou dossier introuvable</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n non vérifié</numerusform>
            <numerusform>%n non vérifiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in all</source>
        <translation>
            <numerusform>%n erreur en tout</numerusform>
            <numerusform>%n erreurs en tout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) in all</source>
        <translation>
            <numerusform>%n avertissement en tout</numerusform>
            <numerusform>%n avertissements en tout</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledge validation report</source>
        <translation>Rapport de validation Ledge</translation>
    </message>
    <message>
        <source>not checked (interrupted)</source>
        <translation>non vérifié (interrompu)</translation>
    </message>
    <message>
        <source>ledge-cli: expected at least %1 file arguments, got %2</source>
        <translation>ledge-cli : au moins %1 arguments de fichier attendus, %2 reçus</translation>
    </message>
    <message>
        <source>Import profile for another editor&apos;s map (default: ledge-profile.json beside it).</source>
        <translation>Profil d&apos;import pour la carte d&apos;un autre éditeur (par défaut : ledge-profile.json à côté).</translation>
    </message>
    <message>
        <source>Also write a self-contained HTML report.</source>
        <translation>Écrit aussi un rapport HTML autonome.</translation>
    </message>
    <message>
        <source>Levels checked at once (default: one per core).</source>
        <translation>Niveaux vérifiés en même temps (par défaut : un par cœur).</translation>
    </message>
    <message>
        <source>The levels to check: files or folders.</source>
        <translation>Les niveaux à vérifier : fichiers ou dossiers.</translation>
    </message>
    <message>
        <source>ledge-cli: --jobs wants a whole number from 0 (one per core) to 1024, not &apos;%1&apos;</source>
        <translation>ledge-cli : --jobs attend un nombre entier de 0 (un par cœur) à 1024, pas « %1 »</translation>
    </message>
    <message>
        <source>ledge-cli: no levels found in the folders given (see &apos;ledge-cli formats&apos; for the formats read)</source>
        <translation>ledge-cli : aucun niveau trouvé dans les dossiers donnés (voir « ledge-cli formats » pour les formats lus)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n level(s) checked in %1 s</source>
        <translation>
            <numerusform>ledge-cli : %n niveau vérifié en %1 s</numerusform>
            <numerusform>ledge-cli : %n niveaux vérifiés en %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>ledge-cli: %1 is not a folder: with several levels, the last argument is the folder to write them to</source>
        <translation>ledge-cli : %1 n&apos;est pas un dossier : avec plusieurs niveaux, le dernier argument est le dossier où les écrire</translation>
    </message>
    <message>
        <source>ledge-cli: two levels would be written to %1; export them separately</source>
        <translation>ledge-cli : deux niveaux seraient écrits dans %1 ; exportez-les séparément</translation>
    </message>
    <message>
        <source>ledge-cli: cannot create the folder %1</source>
        <translation>ledge-cli : impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>Usage: ledge-cli convert IN OUT [--profile FILE] [--level NAME]</source>
        <translation>Utilisation : ledge-cli convert IN OUT [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation>Format de sortie : text ou json (text par défaut).</translation>
    </message>
    <message>
        <source>Also draw B with the changes marked.</source>
        <translation>Dessine aussi B avec les changements marqués.</translation>
    </message>
    <message>
        <source>The level before.</source>
        <translation>Le niveau avant.</translation>
    </message>
    <message>
        <source>The level after.</source>
        <translation>Le niveau après.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli diff A B [--format text|json] [--png OUT.png]</source>
        <translation>Utilisation : ledge-cli diff A B [--format text|json] [--png OUT.png]</translation>
    </message>
    <message>
        <source>ledge-cli: unknown output format &apos;%1&apos; (use text or json)</source>
        <translation>ledge-cli : format de sortie « %1 » inconnu (utilisez text ou json)</translation>
    </message>
    <message>
        <source>the levels are the same</source>
        <translation>les niveaux sont identiques</translation>
    </message>
    <message>
        <source>Where to write the merged level (default OURS).</source>
        <translation>Où écrire le niveau fusionné (OURS par défaut).</translation>
    </message>
    <message>
        <source>The common ancestor.</source>
        <translation>L&apos;ancêtre commun.</translation>
    </message>
    <message>
        <source>Our edit of it.</source>
        <translation>Notre modification de celui-ci.</translation>
    </message>
    <message>
        <source>Their edit of it.</source>
        <translation>Leur modification de celui-ci.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli merge BASE OURS THEIRS [-o OUT]</source>
        <translation>Utilisation : ledge-cli merge BASE OURS THEIRS [-o OUT]</translation>
    </message>
    <message>
        <source>ledge-cli: cannot merge: %1</source>
        <translation>ledge-cli : fusion impossible : %1</translation>
    </message>
    <message>
        <source>conflict: %1</source>
        <translation>conflit : %1</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n conflict(s); %1 left unchanged</source>
        <translation>
            <numerusform>ledge-cli : %n conflit ; %1 n&apos;a pas été modifié</numerusform>
            <numerusform>ledge-cli : %n conflits ; %1 n&apos;a pas été modifié</numerusform>
        </translation>
    </message>
    <message>
        <source>their new layer %1 is now layer %2 (our new layer has the same id)</source>
        <translation>leur nouveau calque %1 devient le calque %2 (notre nouveau calque a le même identifiant)</translation>
    </message>
    <message>
        <source>their new object %1 is now object %2 (our new object has the same id)</source>
        <translation>leur nouvel objet %1 devient l&apos;objet %2 (notre nouvel objet a le même identifiant)</translation>
    </message>
    <message>
        <source>warning: the merge makes a new error: %1: %2</source>
        <translation>avertissement : la fusion crée une nouvelle erreur : %1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 of the player&apos;s %3</source>
        <translation>%1 : %2 du %3 du joueur</translation>
    </message>
    <message>
        <source>levels, in order</source>
        <translation>niveaux, dans l&apos;ordre</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s):</source>
        <translation>
            <numerusform>%n niveau :</numerusform>
            <numerusform>%n niveaux :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>The run was interrupted: this report is partial.</source>
        <translation>L&apos;exécution a été interrompue : ce rapport est partiel.</translation>
    </message>
    <message>
        <source>Difficulty across the levels</source>
        <translation>Difficulté au fil des niveaux</translation>
    </message>
    <message>
        <source>No difficulty data: none of these reports holds reachability margins (how much of the player&apos;s jump and speed each target needs).</source>
        <translation>Pas de données de difficulté : aucun de ces rapports ne contient de marges d&apos;atteignabilité (la part du saut et de la vitesse du joueur dont chaque cible a besoin).</translation>
    </message>
    <message>
        <source>hardest jump: share of the jump height needed</source>
        <translation>saut le plus difficile : part de la hauteur de saut nécessaire</translation>
    </message>
    <message>
        <source>share of the run speed needed</source>
        <translation>part de la vitesse de course nécessaire</translation>
    </message>
    <message>
        <source>tight-jump threshold (95%)</source>
        <translation>seuil de saut serré (95 %)</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>illisible : %1</translation>
    </message>
    <message>
        <source>hardest jump: %1 of the jump height (target #%2)</source>
        <translation>saut le plus difficile : %1 de la hauteur de saut (cible n° %2)</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Issues shown: %1</source>
        <translation>Problèmes affichés : %1</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objets</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more issue(s), in the JSON report</source>
        <translation>
            <numerusform>%1 : %n problème de plus, dans le rapport JSON</numerusform>
            <numerusform>%1 : %n problèmes de plus, dans le rapport JSON</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: ledge-cli export LEVEL OUT [--format NAME] [--force] [--level NAME]
       ledge-cli export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</source>
        <translation>Utilisation : ledge-cli export LEVEL OUT [--format NAME] [--force] [--level NAME]
       ledge-cli export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Measure how much jump and run each reached target needs (slower).</source>
        <translation>Mesurer la part du saut et de la course qu&apos;exige chaque cible atteinte (plus lent).</translation>
    </message>
    <message>
        <source>Usage: ledge-cli validate LEVEL... [--format text|json|junit] [--timings] [--margins] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</source>
        <translation>Utilisation : ledge-cli validate LEVEL... [--format text|json|junit] [--timings] [--margins] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Usage: ledge-cli COMMAND ...
Commands:
  validate LEVEL... [--format text|json|junit] [--timings] [--html OUT.html] [--jobs N]
                   check levels (files or folders, in parallel); exit 0 when none has errors,
                   1 when any has, 2 when any input is unreadable
  export LEVEL OUT [--format NAME] [--force]
  export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N]
                   validate, then write OUT with an exporter; refuses (exit 1) on errors
  convert IN OUT [--profile FILE] [--level NAME]
                   read IN with an importer (e.g. a Tiled map, an LDtk level) and write OUT
  render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]
                   draw the level (over its art), its overlaps and reachability as a picture
  formats          list importers, exporters and rules, with their plugin file
  diff A B [--format text|json] [--png OUT.png]
                   what changed from A to B; exit 0 same, 1 different, 2 on bad input
  merge BASE OURS THEIRS [-o OUT]
                   three-way merge (a git merge driver); exit 1 on conflicts, nothing written
  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]
                   write a large generated level, for benchmarks and stress tests
Run &apos;ledge-cli COMMAND --help&apos; for the options of a command.</source>
        <translation>Utilisation : ledge-cli COMMANDE ...
Commandes :
  validate LEVEL... [--format text|json|junit] [--timings] [--html OUT.html] [--jobs N]
                   vérifie des niveaux (fichiers ou dossiers, en parallèle) ; code de sortie 0 si aucun n&apos;a d&apos;erreur,
                   1 si l&apos;un en a, 2 si une entrée est illisible
  export LEVEL OUT [--format NAME] [--force]
  export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N]
                   valide, puis écrit OUT avec un exportateur ; refuse (code 1) en cas d&apos;erreurs
  convert IN OUT [--profile FILE] [--level NAME]
                   lit IN avec un importateur (p. ex. une carte Tiled, un niveau LDtk) et écrit OUT
  render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]
                   dessine le niveau (sur ses illustrations), ses chevauchements et son atteignabilité dans une image
  formats          liste les importateurs, les exportateurs et les règles, avec leur fichier de plugin
  diff A B [--format text|json] [--png OUT.png]
                   ce qui a changé de A à B ; code 0 identiques, 1 différents, 2 si l&apos;entrée est invalide
  merge BASE OURS THEIRS [-o OUT]
                   fusion à trois voies (pilote de fusion git) ; code 1 en cas de conflits, rien n&apos;est écrit
  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]
                   écrit un grand niveau généré, pour les mesures de performance et les tests de charge
Lancez « ledge-cli COMMANDE --help » pour les options d&apos;une commande.</translation>
    </message>
    <message>
        <source>Leave out the pictures a map came with from Tiled or LDtk.</source>
        <translation>Laisser de côté les images venues de Tiled ou LDtk avec la carte.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]</source>
        <translation>Utilisation : ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]</translation>
    </message>
</context>
<context>
    <name>LedgeFormatPlugin</name>
    <message>
        <source>Ledge level</source>
        <translation>Niveau Ledge</translation>
    </message>
</context>
<context>
    <name>LevelArt</name>
    <message>
        <source>expected an array of %1 to %2 numbers</source>
        <translation>un tableau de %1 à %2 nombres est attendu</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>expected an index below %1</source>
        <translation>un indice inférieur à %1 est attendu</translation>
    </message>
    <message>
        <source>expected sizes above 0</source>
        <translation>des tailles supérieures à 0 sont attendues</translation>
    </message>
    <message>
        <source>expected whole columns and rows, at most %1 cells</source>
        <translation>des colonnes et lignes entières sont attendues, %1 cellules au plus</translation>
    </message>
    <message>
        <source>expected %1 cells in base64 (4 bytes each)</source>
        <translation>%1 cellules en base64 sont attendues (4 octets chacune)</translation>
    </message>
    <message>
        <source>cell %1 names tile %2 of %3</source>
        <translation>la cellule %1 désigne la tuile %2 sur %3</translation>
    </message>
    <message>
        <source>expected a whole number of pixels</source>
        <translation>un nombre entier de pixels est attendu</translation>
    </message>
</context>
<context>
    <name>LevelDiff</name>
    <message>
        <source>+ object %1: %2 in layer %3</source>
        <translation>+ objet %1 : %2 dans le calque %3</translation>
    </message>
    <message>
        <source>- object %1: %2 in layer %3</source>
        <translation>- objet %1 : %2 dans le calque %3</translation>
    </message>
    <message>
        <source>~ object %1: %2</source>
        <translation>~ objet %1 : %2</translation>
    </message>
    <message>
        <source>+ layer %1 &quot;%2&quot;</source>
        <translation>+ calque %1 « %2 »</translation>
    </message>
    <message>
        <source>- layer %1 &quot;%2&quot;</source>
        <translation>- calque %1 « %2 »</translation>
    </message>
    <message>
        <source>~ layer %1: %2</source>
        <translation>~ calque %1 : %2</translation>
    </message>
    <message>
        <source>~ tiles of layer %1: rows %2, columns %3</source>
        <translation>~ tuiles du calque %1 : lignes %2, colonnes %3</translation>
    </message>
    <message>
        <source>~ settings: %1</source>
        <translation>~ paramètres : %1</translation>
    </message>
</context>
<context>
    <name>LevelFile</name>
    <message>
        <source>required member is missing</source>
        <translation>membre obligatoire manquant</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>expected a positive integer</source>
        <translation>entier positif attendu</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1</source>
        <translation>entier de 1 à %L1 attendu</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>tableau attendu</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation>valeur &quot;%1&quot; inconnue ; valeurs attendues : %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;: this is not a Ledge level</source>
        <translation>&quot;%1&quot; attendu : ce n&apos;est pas un niveau Ledge</translation>
    </message>
    <message>
        <source>version %1 is newer than this program supports (%2)</source>
        <translation>la version %1 est plus récente que celle que ce programme prend en charge (%2)</translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation>nombre positif attendu</translation>
    </message>
    <message>
        <source>layer id %1 is already used at %2</source>
        <translation>l&apos;identifiant de calque %1 est déjà utilisé en %2</translation>
    </message>
    <message>
        <source>expected %1 rows of tiles (grid rows), found %2</source>
        <translation>%L1 lignes de tuiles attendues (lignes de la grille), %L2 trouvées</translation>
    </message>
    <message>
        <source>expected %1 tiles (grid columns), found %2</source>
        <translation>%L1 tuiles attendues (colonnes de la grille), %L2 trouvées</translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot; in column %2; expected one of: . # = ^</source>
        <translation>tuile &quot;%1&quot; inconnue en colonne %2 ; valeurs attendues : . # = ^</translation>
    </message>
    <message>
        <source>object id %1 is already used at %2</source>
        <translation>l&apos;identifiant d&apos;objet %1 est déjà utilisé en %2</translation>
    </message>
    <message>
        <source>a point is only allowed for spawn, goal and pickup, not for %1</source>
        <translation>un point n&apos;est permis que pour spawn, goal et pickup, pas pour %1</translation>
    </message>
    <message>
        <source>expected a string, a number or true or false</source>
        <translation>chaîne, nombre, true ou false attendu</translation>
    </message>
    <message>
        <source>expected a point [x, y]</source>
        <translation>point [x, y] attendu</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide : %1</translation>
    </message>
    <message>
        <source>expected an object at the top level</source>
        <translation>objet attendu au niveau racine</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier : %1</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>seuls %L1 octets sur %L2 ont pu être écrits</translation>
    </message>
    <message>
        <source>the grid cell size must be positive</source>
        <translation>la taille des cases de la grille doit être positive</translation>
    </message>
    <message>
        <source>the grid needs 1 to %1 columns and rows</source>
        <translation>la grille doit avoir de 1 à %L1 colonnes et lignes</translation>
    </message>
    <message>
        <source>object %1 is a point, which only spawn, goal and pickup may be</source>
        <translation>l&apos;objet %1 est un point, ce que seuls spawn, goal et pickup peuvent être</translation>
    </message>
    <message>
        <source>the cell size %1 times %2 cells exceeds the largest number</source>
        <translation>la taille de case %L1 multipliée par %L2 cases dépasse le plus grand nombre représentable</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than the %2 MiB a level may have</source>
        <translation>le fichier fait %L1 octets, plus que les %L2 Mio permis pour un niveau</translation>
    </message>
    <message>
        <source>arrays and objects nested more deeply than a JSON reader accepts</source>
        <translation>tableaux et objets imbriqués plus profondément qu&apos;un lecteur JSON ne l&apos;accepte</translation>
    </message>
    <message>
        <source>numbers must fit in a double, at most about 1.8e308</source>
        <translation>les nombres doivent tenir dans un double, au plus environ 1.8e308</translation>
    </message>
    <message>
        <source>NaN and Infinity are not JSON numbers</source>
        <translation>NaN et Infinity ne sont pas des nombres JSON</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier : %1</translation>
    </message>
    <message>
        <source>the grid cell size times the cells exceeds the largest number</source>
        <translation>la taille des cases multipliée par le nombre de cases dépasse le plus grand nombre représentable</translation>
    </message>
    <message>
        <source>layer id %1 is not from 1 to %2</source>
        <translation>l&apos;identifiant de calque %1 n&apos;est pas compris entre 1 et %2</translation>
    </message>
    <message>
        <source>object id %1 is not from 1 to %2</source>
        <translation>l&apos;identifiant d&apos;objet %1 n&apos;est pas compris entre 1 et %2</translation>
    </message>
    <message>
        <source>expected an angle in degrees from 0 to 89</source>
        <translation>un angle en degrés de 0 à 89 est attendu</translation>
    </message>
    <message>
        <source>no type &quot;%1&quot; in /types</source>
        <translation>aucun type « %1 » dans /types</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>chaîne non vide attendue</translation>
    </message>
    <message>
        <source>the type &quot;%1&quot; is defined twice</source>
        <translation>le type « %1 » est défini deux fois</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is defined twice</source>
        <translation>le champ « %1 » est défini deux fois</translation>
    </message>
    <message>
        <source>expected a default of type %1</source>
        <translation>valeur par défaut de type %1 attendue</translation>
    </message>
    <message>
        <source>expected a share from 0 to 1</source>
        <translation>une part de 0 à 1 est attendue</translation>
    </message>
</context>
<context>
    <name>LevelMerge</name>
    <message>
        <source>the merged settings do not form a valid level: %1</source>
        <translation>les paramètres fusionnés ne forment pas un niveau valide : %1</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>supprimé</translation>
    </message>
    <message>
        <source>above layer %1</source>
        <translation>au-dessus du calque %1</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>modifié : %1</translation>
    </message>
    <message>
        <source>above object %1</source>
        <translation>au-dessus de l&apos;objet %1</translation>
    </message>
    <message>
        <source>at the bottom</source>
        <translation>tout en bas</translation>
    </message>
    <message>
        <source>setting %1: ours %2, theirs %3 (base %4)</source>
        <translation>paramètre %1 : notre version %2, leur version %3 (base %4)</translation>
    </message>
    <message>
        <source>layer %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>calque %1, %2 : notre version %3, leur version %4 (base %5)</translation>
    </message>
    <message>
        <source>object %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>objet %1, %2 : notre version %3, leur version %4 (base %5)</translation>
    </message>
    <message>
        <source>tiles of layer %1, column %2, row %3: ours %4, theirs %5 (base %6)</source>
        <translation>tuiles du calque %1, colonne %2, ligne %3 : notre version %4, leur version %5 (base %6)</translation>
    </message>
</context>
<context>
    <name>ObjectOps</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Supprimer %n objet</numerusform>
            <numerusform>Supprimer %n objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n object(s)</source>
        <translation>
            <numerusform>Dupliquer %n objet</numerusform>
            <numerusform>Dupliquer %n objets</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Flip slope</source>
        <translation>Inverser la pente</translation>
    </message>
    <message>
        <source>The objects no longer exist.</source>
        <translation>Les objets n&apos;existent plus.</translation>
    </message>
    <message>
        <source>The objects no longer overlap.</source>
        <translation>Les objets ne se chevauchent plus.</translation>
    </message>
    <message>
        <source>Separate objects</source>
        <translation>Séparer les objets</translation>
    </message>
    <message>
        <source>Markers cannot be merged.</source>
        <translation>Les marqueurs ne peuvent pas être fusionnés.</translation>
    </message>
    <message>
        <source>The union of these shapes is not one simple polygon.</source>
        <translation>L&apos;union de ces formes n&apos;est pas un polygone simple.</translation>
    </message>
    <message>
        <source>The union of these shapes is degenerate.</source>
        <translation>L&apos;union de ces formes est dégénérée.</translation>
    </message>
    <message>
        <source>Merge objects</source>
        <translation>Fusionner les objets</translation>
    </message>
    <message>
        <source>Align objects</source>
        <translation>Aligner les objets</translation>
    </message>
    <message>
        <source>Distribute objects</source>
        <translation>Répartir les objets</translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s) to another layer</source>
        <translation>
            <numerusform>Déplacer %n objet vers un autre calque</numerusform>
            <numerusform>Déplacer %n objets vers un autre calque</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply fix</source>
        <translation>Appliquer le correctif</translation>
    </message>
    <message>
        <source>The object no longer exists.</source>
        <translation>L&apos;objet n&apos;existe plus.</translation>
    </message>
    <message>
        <source>The level has no objects layer that collides.</source>
        <translation>Le niveau n&apos;a aucun calque d&apos;objets qui entre en collision.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Fix: move %1 by (%2, %3)</source>
        <translation>Corriger : déplacer %1 de (%2, %3)</translation>
    </message>
    <message>
        <source>Fix: add a solid step at (%1, %2), %3 by %4</source>
        <translation>Corriger : ajouter une marche solide en (%1, %2), %3 sur %4</translation>
    </message>
    <message>
        <source>Fix: remove %1</source>
        <translation>Corriger : supprimer %1</translation>
    </message>
</context>
<context>
    <name>PluginManager</name>
    <message>
        <source>%1 threw an exception: %2</source>
        <translation>%1 a levé une exception : %2</translation>
    </message>
    <message>
        <source>%1 threw an unknown exception</source>
        <translation>%1 a levé une exception inconnue</translation>
    </message>
    <message>
        <source>a plugin of the same file name is already loaded from %1</source>
        <translation>un plugin portant le même nom de fichier est déjà chargé depuis %1</translation>
    </message>
    <message>
        <source>not a Qt plugin (no plugin metadata)</source>
        <translation>pas un plugin Qt (aucune métadonnée de plugin)</translation>
    </message>
    <message>
        <source>not a Ledge plugin (interface %1)</source>
        <translation>pas un plugin Ledge (interface %1)</translation>
    </message>
    <message>
        <source>built for plugin API version %1, this program supports version %2</source>
        <translation>compilé pour la version %1 de l&apos;API des plugins, ce programme prend en charge la version %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>disabled in the settings</source>
        <translation>désactivé dans les paramètres</translation>
    </message>
    <message>
        <source>implements no Ledge interface of API version %1</source>
        <translation>n&apos;implémente aucune interface Ledge de la version %1 de l&apos;API</translation>
    </message>
    <message>
        <source>The importer</source>
        <translation>L&apos;importateur</translation>
    </message>
    <message>
        <source>the importer returned no level</source>
        <translation>l&apos;importateur n&apos;a renvoyé aucun niveau</translation>
    </message>
    <message>
        <source>The exporter</source>
        <translation>L&apos;exportateur</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>La règle</translation>
    </message>
</context>
<context>
    <name>PngExportPlugin</name>
    <message>
        <source>Picture of the level (PNG)</source>
        <translation>Image du niveau (PNG)</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Solid</source>
        <translation>Solide</translation>
    </message>
    <message>
        <source>One-way</source>
        <translation>Traversable</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Danger</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Point d&apos;apparition</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Objet à ramasser</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>Solid</source>
        <translation>Solide</translation>
    </message>
    <message>
        <source>One-way</source>
        <translation>Traversable</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Danger</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Point d&apos;apparition</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Objet à ramasser</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>expected an array of file names</source>
        <translation>un tableau de noms de fichiers est attendu</translation>
    </message>
    <message>
        <source>expected a file name</source>
        <translation>nom de fichier attendu</translation>
    </message>
    <message>
        <source>expected an array of layers</source>
        <translation>un tableau de calques est attendu</translation>
    </message>
</context>
<context>
    <name>TiledFormat</name>
    <message>
        <source>the zlib-compressed tile data is damaged</source>
        <translation>les données de tuiles compressées en zlib sont endommagées</translation>
    </message>
    <message>
        <source>tile data compressed with %1 is not supported (save the map with CSV or zlib)</source>
        <translation>les données de tuiles compressées avec %1 ne sont pas prises en charge (enregistrez la carte en CSV ou zlib)</translation>
    </message>
    <message>
        <source>the layer has %1 cells, expected %2</source>
        <translation>le calque a %L1 cases, %L2 attendues</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>objet %1</translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation>objet %1 « %2 »</translation>
    </message>
    <message>
        <source>layer %1 &apos;%2&apos;</source>
        <translation>calque %1 « %2 »</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos;</source>
        <translation>calque « %1 »</translation>
    </message>
    <message>
        <source>the map is %1, not orthogonal: positions are taken as they are</source>
        <translation>la carte est %1, pas orthogonale : les positions sont reprises telles quelles</translation>
    </message>
    <message>
        <source>tiles are %1x%2, Ledge cells are square: cells are %1 wide</source>
        <translation>les tuiles font %1x%2, les cases de Ledge sont carrées : les cases font %1 de large</translation>
    </message>
    <message>
        <source>tile %1 skipped: the map is too large for tiles (%2x%3)</source>
        <translation>%1 (tuiles) ignoré : la carte est trop grande pour des tuiles (%2x%3)</translation>
    </message>
    <message>
        <source>tile %1 skipped: %2</source>
        <translation>%1 (tuiles) ignoré : %2</translation>
    </message>
    <message>
        <source>tile %1: cells outside the map&apos;s %2x%3 grid skipped</source>
        <translation>%1 (tuiles) : cases hors de la grille %2x%3 de la carte ignorées</translation>
    </message>
    <message>
        <source>%1: the id is used twice, the second one becomes %2</source>
        <translation>%1 : l&apos;identifiant est utilisé deux fois, le second devient %2</translation>
    </message>
    <message>
        <source>%1 skipped: polylines have no inside</source>
        <translation>%1 ignoré : les polylignes n&apos;ont pas d&apos;intérieur</translation>
    </message>
    <message>
        <source>%1 skipped: text objects are not supported</source>
        <translation>%1 ignoré : les objets texte ne sont pas pris en charge</translation>
    </message>
    <message>
        <source>%1 skipped: a point must have the class spawn, goal or pickup</source>
        <translation>%1 ignoré : un point doit avoir la classe spawn, goal ou pickup</translation>
    </message>
    <message>
        <source>%1: rotated rectangle converted to a polygon</source>
        <translation>%1 : rectangle pivoté converti en polygone</translation>
    </message>
    <message>
        <source>%1: ellipse with unequal sides converted to a polygon</source>
        <translation>%1 : ellipse aux côtés inégaux convertie en polygone</translation>
    </message>
    <message>
        <source>%1: class slope, but not a right triangle of a slope; kept as a polygon</source>
        <translation>%1 : classe slope, mais pas le triangle rectangle d&apos;une pente ; conservé comme polygone</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; of a custom class skipped</source>
        <translation>%1 : propriété « %2 » d&apos;une classe personnalisée ignorée</translation>
    </message>
    <message>
        <source>the tiles of an infinite map (chunks) are not supported</source>
        <translation>les tuiles d&apos;une carte infinie (chunks) ne sont pas prises en charge</translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation>le calque n&apos;a pas de données de tuiles</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>position %1 : %2</translation>
    </message>
    <message>
        <source>not a Tiled map: no &quot;layers&quot;</source>
        <translation>pas une carte Tiled : aucun &quot;layers&quot;</translation>
    </message>
    <message>
        <source>not a Tiled map: no &lt;map&gt; element</source>
        <translation>pas une carte Tiled : aucun élément &lt;map&gt;</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>tile %1 skipped: it has no tile data for its %2x%3 cells</source>
        <translation>%1 (tuiles) ignoré : il n&apos;a pas de données de tuiles pour ses %2x%3 cases</translation>
    </message>
    <message>
        <source>groups nested more than %1 deep</source>
        <translation>groupes imbriqués sur plus de %L1 niveaux</translation>
    </message>
    <message>
        <source>external tileset &apos;%1&apos; could not be read: its tiles have no collision shapes</source>
        <translation>le jeu de tuiles externe « %1 » n&apos;a pas pu être lu : ses tuiles n&apos;ont pas de formes de collision</translation>
    </message>
    <message>
        <source>%1 (tile shapes)</source>
        <translation>%1 (formes des tuiles)</translation>
    </message>
    <message>
        <source>tile %1: some cells use tiles of a tileset that could not be read; they count as whole cells</source>
        <translation>%1 de tuiles : des cases utilisent des tuiles d&apos;un jeu illisible ; elles comptent comme des cases pleines</translation>
    </message>
    <message>
        <source>%1 skipped: its template &apos;%2&apos; could not be read</source>
        <translation>%1 ignoré : son modèle « %2 » n&apos;a pas pu être lu</translation>
    </message>
    <message>
        <source>%1 skipped: a tile object without a size</source>
        <translation>%1 ignoré : un objet tuile sans taille</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>profil d&apos;import %1</translation>
    </message>
    <message>
        <source>a chunk has %1 cells, expected %2</source>
        <translation>un bloc a %1 cases, %2 attendues</translation>
    </message>
</context>
<context>
    <name>TmjPlugin</name>
    <message>
        <source>Tiled map (JSON)</source>
        <translation>Carte Tiled (JSON)</translation>
    </message>
</context>
<context>
    <name>TmxPlugin</name>
    <message>
        <source>Tiled map (XML)</source>
        <translation>Carte Tiled (XML)</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> et %n autre</numerusform>
            <numerusform> et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level has %n spawns; it needs exactly one</source>
        <translation>
            <numerusform>Le niveau a %n point d&apos;apparition ; il en faut exactement un</numerusform>
            <numerusform>Le niveau a %n points d&apos;apparition ; il en faut exactement un</numerusform>
        </translation>
    </message>
    <message>
        <source>solid</source>
        <comment>role in the middle of a sentence</comment>
        <translation>solide</translation>
    </message>
    <message>
        <source>one-way platform</source>
        <comment>role in the middle of a sentence</comment>
        <translation>plateforme traversable</translation>
    </message>
    <message>
        <source>hazard</source>
        <comment>role in the middle of a sentence</comment>
        <translation>danger</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>role in the middle of a sentence</comment>
        <translation>déclencheur</translation>
    </message>
    <message>
        <source>spawn</source>
        <comment>role in the middle of a sentence</comment>
        <translation>point d&apos;apparition</translation>
    </message>
    <message>
        <source>goal</source>
        <comment>role in the middle of a sentence</comment>
        <translation>objectif</translation>
    </message>
    <message>
        <source>pickup</source>
        <comment>role in the middle of a sentence</comment>
        <translation>objet à ramasser</translation>
    </message>
    <message>
        <source>Solid</source>
        <translation>Solide</translation>
    </message>
    <message>
        <source>One-way platform</source>
        <translation>Plateforme traversable</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Danger</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Point d&apos;apparition</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Objet à ramasser</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1 #%2 &apos;%3&apos;</source>
        <translation>%1 #%2 « %3 »</translation>
    </message>
    <message>
        <source>a coordinate is not a finite number</source>
        <translation>une coordonnée n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>its size is zero or negative</source>
        <translation>sa taille est nulle ou négative</translation>
    </message>
    <message>
        <source>a polygon needs at least 3 points</source>
        <translation>un polygone doit avoir au moins 3 points</translation>
    </message>
    <message>
        <source>the polygon has no area</source>
        <translation>le polygone n&apos;a pas d&apos;aire</translation>
    </message>
    <message>
        <source>the polygon crosses itself</source>
        <translation>le polygone se croise lui-même</translation>
    </message>
    <message>
        <source>%1 has an invalid shape: %2</source>
        <translation>%1 a une forme invalide : %2</translation>
    </message>
    <message>
        <source>%1 lies outside the level</source>
        <translation>%1 est en dehors du niveau</translation>
    </message>
    <message>
        <source>%1 overlaps %2</source>
        <translation>%1 chevauche %2</translation>
    </message>
    <message>
        <source>Tile layers &apos;%1&apos; and &apos;%2&apos; both fill %3</source>
        <translation>Les calques de tuiles « %1 » et « %2 » remplissent tous deux %3</translation>
    </message>
    <message>
        <source>The level has no spawn: place one with the spawn tool</source>
        <translation>Le niveau n&apos;a pas de point d&apos;apparition : placez-en un avec l&apos;outil Point d&apos;apparition</translation>
    </message>
    <message>
        <source>The player does not fit at %1: its box overlaps a solid</source>
        <translation>Le joueur ne tient pas au %1 : sa boîte chevauche un solide</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn</source>
        <translation>%1 est inatteignable depuis le point d&apos;apparition</translation>
    </message>
    <message numerus="yes">
        <source>%1 overlaps %n solid tile(s) at %2</source>
        <translation>
            <numerusform>%1 chevauche %n tuile solide en %2</numerusform>
            <numerusform>%1 chevauche %n tuiles solides en %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not reached before the search stopped at its limit of %L2 states</source>
        <translation>%1 n’a pas été atteint avant que la recherche s’arrête à sa limite de %L2 états</translation>
    </message>
    <message>
        <source>%1 cannot be reached: the player does not fit at the spawn</source>
        <translation>%1 est inatteignable : le joueur ne tient pas au point d&apos;apparition</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height and %3% of its run speed: only a perfect player gets there</source>
        <translation>%1 demande %2% de la hauteur de saut du joueur et %3% de sa vitesse de course : seul un joueur parfait y arrive</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height: only a perfect jump gets there</source>
        <translation>%1 demande %2% de la hauteur de saut du joueur : seul un saut parfait y arrive</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s run speed: only a perfect run gets there</source>
        <translation>%1 demande %2% de la vitesse de course du joueur : seule une course parfaite y arrive</translation>
    </message>
    <message>
        <source>%1 is walled in: no way leads to it from the spawn</source>
        <translation>%1 est emmuré : aucun chemin n&apos;y mène depuis le point d&apos;apparition</translation>
    </message>
    <message>
        <source>Every way to %1 crosses a hazard</source>
        <translation>Tout chemin vers %1 traverse un danger</translation>
    </message>
    <message>
        <source>Every way to %1 crosses %2</source>
        <translation>Tout chemin vers %1 traverse %2</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump</source>
        <translation>%1 est %2 unités au-dessus du plus haut saut</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump from %3</source>
        <translation>%1 est %2 unités au-dessus du plus haut saut depuis %3</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s</source>
        <translation>%1 demande un saut plus haut de %2 unités que celui du joueur</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s, from %3</source>
        <translation>%1 demande un saut plus haut de %2 unités que celui du joueur, depuis %3</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units lower than the player</source>
        <translation>Le passage vers %1 entre %2 et %3 est %4 unités plus bas que le joueur</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units narrower than the player</source>
        <translation>Le passage vers %1 entre %2 et %3 est %4 unités plus étroit que le joueur</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units lower than the player</source>
        <translation>Le passage vers %1 le long de %2 est %3 unités plus bas que le joueur</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units narrower than the player</source>
        <translation>Le passage vers %1 le long de %2 est %3 unités plus étroit que le joueur</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units lower than the player</source>
        <translation>Le passage vers %1 est %2 unités plus bas que le joueur</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units narrower than the player</source>
        <translation>Le passage vers %1 est %2 unités plus étroit que le joueur</translation>
    </message>
    <message>
        <source>%1 is beyond the longest jump: it needs a run %2 units per second faster</source>
        <translation>%1 est au-delà du plus long saut : il faut une course plus rapide de %2 unités par seconde</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn: the closest the player gets is %2 units away</source>
        <translation>%1 est inatteignable depuis le point d&apos;apparition : le joueur s&apos;en approche au mieux à %2 unités</translation>
    </message>
    <message>
        <source>%1 is inside solid tiles: the player cannot touch it</source>
        <translation>%1 est à l&apos;intérieur de tuiles solides : le joueur ne peut pas le toucher</translation>
    </message>
    <message>
        <source>%1 is inside %2: the player cannot touch it</source>
        <translation>%1 est à l&apos;intérieur de %2 : le joueur ne peut pas le toucher</translation>
    </message>
</context>
<context>
    <name>ledge::Document</name>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>ledge::DocumentTabs</name>
    <message>
        <source>&amp;Close Level</source>
        <translation>&amp;Fermer le niveau</translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation>Niveau &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Previous Level</source>
        <translation>Niveau &amp;précédent</translation>
    </message>
    <message>
        <source>%1 (not saved yet)</source>
        <translation>%1 (pas encore enregistré)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 contient des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
</context>
<context>
    <name>ledge::ImportOptionsDialog</name>
    <message>
        <source>Import Options</source>
        <translation>Options d&apos;import</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Import de %1</translation>
    </message>
    <message>
        <source>%1 beside the map</source>
        <translation>%1 à côté de la carte</translation>
    </message>
    <message>
        <source>%1 beside the map (there is none)</source>
        <translation>%1 à côté de la carte (il n&apos;y en a pas)</translation>
    </message>
    <message>
        <source>No profile (the importer&apos;s defaults)</source>
        <translation>Aucun profil (les réglages par défaut de l&apos;importateur)</translation>
    </message>
    <message>
        <source>Another file</source>
        <translation>Un autre fichier</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>An import profile states which layers, tiles and classes of the map collide.</source>
        <translation>Un profil d&apos;import indique quels calques, tuiles et classes de la carte entrent en collision.</translation>
    </message>
    <message>
        <source>Import profile:</source>
        <translation>Profil d&apos;import :</translation>
    </message>
    <message>
        <source>Profile file:</source>
        <translation>Fichier du profil :</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n level(s). Level:</source>
        <translation>
            <numerusform>%1 contient %n niveau. Niveau :</numerusform>
            <numerusform>%1 contient %n niveaux. Niveau :</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Profile</source>
        <translation>Profil d&apos;import</translation>
    </message>
    <message>
        <source>Import profiles (*.json)</source>
        <translation>Profils d&apos;import (*.json)</translation>
    </message>
</context>
<context>
    <name>ledge::IssuesDock</name>
    <message>
        <source>Issues</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No issues: the level is valid.</source>
        <translation>Aucun problème : le niveau est valide.</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Aller à</translation>
    </message>
    <message>
        <source>Separate (move #%1 out)</source>
        <translation>Séparer (dégager #%1)</translation>
    </message>
    <message>
        <source>Merge into one polygon</source>
        <translation>Fusionner en un seul polygone</translation>
    </message>
    <message>
        <source>Errors: %1    Warnings: %2</source>
        <translation>Erreurs : %1    Avertissements : %2</translation>
    </message>
    <message>
        <source>Nothing to fix. Overlaps, shapes out of bounds and targets the player cannot reach are listed here as you edit.</source>
        <translation>Rien à corriger. Les chevauchements, les formes hors limites et les cibles que le joueur ne peut pas atteindre s&apos;affichent ici pendant que vous éditez.</translation>
    </message>
</context>
<context>
    <name>ledge::LayersDock</name>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Calque</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>Visible</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Verrouillé</translation>
    </message>
    <message>
        <source>Collides: takes part in validation</source>
        <translation>Collision : participe à la validation</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Add an objects layer</source>
        <translation>Ajouter un calque d&apos;objets</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Add a tiles layer</source>
        <translation>Ajouter un calque de tuiles</translation>
    </message>
    <message>
        <source>Raise layer</source>
        <translation>Monter le calque</translation>
    </message>
    <message>
        <source>Lower layer</source>
        <translation>Descendre le calque</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Supprimer le calque</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>Tiles %1</source>
        <translation>Tuiles %1</translation>
    </message>
    <message>
        <source>Objects %1</source>
        <translation>Objets %1</translation>
    </message>
</context>
<context>
    <name>ledge::LevelView</name>
    <message>
        <source>Reached: needs %1% of the player&apos;s jump height and %2% of its run speed</source>
        <translation>Atteint : demande %1% de la hauteur de saut du joueur et %2% de sa vitesse de course</translation>
    </message>
</context>
<context>
    <name>ledge::MainWindow</name>
    <message>
        <source>Ledge levels (*.ledge);;All files (*)</source>
        <translation>Niveaux Ledge (*.ledge);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Couper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Co&amp;pier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>&amp;Flip Slope</source>
        <translation>&amp;Inverser la pente</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Level</source>
        <translation>Ajuster au &amp;niveau</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>&amp;Magnétisme de la grille</translation>
    </message>
    <message>
        <source>Snap: 1/%1 cell</source>
        <translation>Magnétisme : 1/%1 de case</translation>
    </message>
    <message>
        <source>Snap: off</source>
        <translation>Magnétisme : désactivé</translation>
    </message>
    <message>
        <source>Whole Cells</source>
        <translation>Cases entières</translation>
    </message>
    <message>
        <source>1/%1 Cell</source>
        <translation>1/%1 de case</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cercle</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>Pente</translation>
    </message>
    <message>
        <source>Tile Brush</source>
        <translation>Pinceau de tuiles</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Point d&apos;apparition</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Objet à ramasser</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Eraser for the tile brush (X); the right button always erases</source>
        <translation>Gomme du pinceau de tuiles (X) ; le bouton droit efface toujours</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Ledge</source>
        <translation>À &amp;propos de Ledge</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Snap Subdivisions</source>
        <translation>Subdivisions du magnétisme</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source> New shapes: </source>
        <translation> Nouvelles formes : </translation>
    </message>
    <message>
        <source>  Tiles: </source>
        <translation>  Tuiles : </translation>
    </message>
    <message>
        <source>Solid #</source>
        <translation>Solide #</translation>
    </message>
    <message>
        <source>One-way =</source>
        <translation>Traversable =</translation>
    </message>
    <message>
        <source>Hazard ^</source>
        <translation>Danger ^</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>%1, %2 px   cell %3, %4</source>
        <translation>%L1 ; %L2 px   case %3 ; %4</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %L1 %</translation>
    </message>
    <message>
        <source>✔ valid</source>
        <translation>✔ valide</translation>
    </message>
    <message>
        <source>%1[*] — Ledge</source>
        <translation>%1[*] — Ledge</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Cannot open level</source>
        <translation>Impossible d&apos;ouvrir le niveau</translation>
    </message>
    <message>
        <source>The level could not be opened:

%1</source>
        <translation>Le niveau n&apos;a pas pu être ouvert :

%1</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Ouvrir un niveau</translation>
    </message>
    <message>
        <source>Cannot save level</source>
        <translation>Impossible d&apos;enregistrer le niveau</translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation>Enregistrer le niveau sous</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Déplacer la vue</translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation>Bouton du milieu ou Espace+glisser</translation>
    </message>
    <message>
        <source>Zoom at cursor</source>
        <translation>Zoomer sous le curseur</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+molette</translation>
    </message>
    <message>
        <source>Nudge selection 1 px / 1 cell</source>
        <translation>Décaler la sélection de 1 px / 1 case</translation>
    </message>
    <message>
        <source>Arrows / Shift+arrows</source>
        <translation>Flèches / Maj+flèches</translation>
    </message>
    <message>
        <source>Add to selection</source>
        <translation>Ajouter à la sélection</translation>
    </message>
    <message>
        <source>Shift+click or Ctrl+click</source>
        <translation>Maj+clic ou Ctrl+clic</translation>
    </message>
    <message>
        <source>Insert polygon vertex</source>
        <translation>Insérer un sommet de polygone</translation>
    </message>
    <message>
        <source>Double-click an edge</source>
        <translation>Double-cliquer sur une arête</translation>
    </message>
    <message>
        <source>Close polygon / drop last vertex / cancel</source>
        <translation>Fermer le polygone / retirer le dernier sommet / annuler</translation>
    </message>
    <message>
        <source>Enter or double-click / Backspace / Esc</source>
        <translation>Entrée ou double-clic / Retour arrière / Échap</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Effacer des tuiles</translation>
    </message>
    <message>
        <source>Right button</source>
        <translation>Bouton droit</translation>
    </message>
    <message>
        <source>About Ledge</source>
        <translation>À propos de Ledge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;A level editor for 2D games: draw shapes and tiles on a grid, see every overlap while you drag, and prove every goal reachable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;Un éditeur de niveaux pour jeux 2D : dessinez des formes et des tuiles sur une grille, voyez chaque chevauchement pendant que vous faites glisser, et prouvez que chaque objectif est atteignable.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Errors: %1 · Warnings: %2</source>
        <translation>Erreurs : %1 · Avertissements : %2</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>No importer reads %1.</source>
        <translation>Aucun importateur ne lit %1.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>No importer plugin is loaded.</source>
        <translation>Aucun plugin d&apos;importation n&apos;est chargé.</translation>
    </message>
    <message>
        <source>All supported formats (%1)</source>
        <translation>Tous les formats pris en charge (%1)</translation>
    </message>
    <message>
        <source>Import Level</source>
        <translation>Importer un niveau</translation>
    </message>
    <message>
        <source>Cannot import level</source>
        <translation>Impossible d&apos;importer le niveau</translation>
    </message>
    <message>
        <source>The file could not be imported:

%1</source>
        <translation>Le fichier n&apos;a pas pu être importé :

%1</translation>
    </message>
    <message>
        <source>Import warnings</source>
        <translation>Avertissements d&apos;importation</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) of %1 could not be imported exactly.</source>
        <translation>
            <numerusform>%n élément de %1 n&apos;a pas pu être importé tel quel.</numerusform>
            <numerusform>%n éléments de %1 n&apos;ont pas pu être importés tels quels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export level</source>
        <translation>Impossible d&apos;exporter le niveau</translation>
    </message>
    <message>
        <source>No exporter writes %1.</source>
        <translation>Aucun exportateur n&apos;écrit %1.</translation>
    </message>
    <message>
        <source>The level has errors</source>
        <translation>Le niveau contient des erreurs</translation>
    </message>
    <message numerus="yes">
        <source>The level has %n error(s). Export it anyway?</source>
        <translation>
            <numerusform>Le niveau contient %n erreur. L&apos;exporter quand même ?</numerusform>
            <numerusform>Le niveau contient %n erreurs. L&apos;exporter quand même ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Exporter quand même</translation>
    </message>
    <message>
        <source>Export warnings</source>
        <translation>Avertissements d&apos;exportation</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) could not be exported exactly.</source>
        <translation>
            <numerusform>%n élément n&apos;a pas pu être exporté tel quel.</numerusform>
            <numerusform>%n éléments n&apos;ont pas pu être exportés tels quels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>No exporter plugin is loaded.</source>
        <translation>Aucun plugin d&apos;exportation n&apos;est chargé.</translation>
    </message>
    <message>
        <source>Export Level</source>
        <translation>Exporter le niveau</translation>
    </message>
    <message>
        <source>%1 was removed from the disk</source>
        <translation>%1 a été supprimé du disque</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 a été modifié par un autre programme. Le recharger ?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>Ledge did not close cleanly. Unsaved changes to %1 from %2 were kept. Restore them?</source>
        <translation>Ledge ne s&apos;est pas fermé correctement. Les modifications non enregistrées de %1 du %2 ont été conservées. Les restaurer ?</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Restauration impossible</translation>
    </message>
    <message>
        <source>%1 was changed by another program while you have unsaved changes.</source>
        <translation>%1 a été modifié par un autre programme alors que vous avez des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Merge their changes into yours, reload the file and lose your changes, or keep yours.</source>
        <translation>Fusionnez leurs modifications avec les vôtres, rechargez le fichier en perdant les vôtres, ou gardez les vôtres.</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Fusionner leurs modifications</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Garder les miennes</translation>
    </message>
    <message>
        <source>the file as last saved cannot be read again: %1</source>
        <translation>le fichier tel qu&apos;enregistré la dernière fois ne peut pas être relu : %1</translation>
    </message>
    <message>
        <source>Cannot merge</source>
        <translation>Fusion impossible</translation>
    </message>
    <message>
        <source>Merged the changes to %1</source>
        <translation>Modifications de %1 fusionnées</translation>
    </message>
    <message>
        <source>Object &amp;Types…</source>
        <translation>&amp;Types d&apos;objets…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>%1 is not a level: Ledge opens its own levels and the maps its importers read (%2).</source>
        <translation>%1 n&apos;est pas un niveau : Ledge ouvre ses propres niveaux et les cartes que ses importateurs lisent (%2).</translation>
    </message>
    <message>
        <source>Levels and maps (%1)</source>
        <translation>Niveaux et cartes (%1)</translation>
    </message>
    <message>
        <source>Imported %1 with the import profile %2</source>
        <translation>%1 importé avec le profil d&apos;import %2</translation>
    </message>
    <message>
        <source>Imported %1 with the import profile %2 beside it</source>
        <translation>%1 importé avec le profil d&apos;import %2 situé à côté</translation>
    </message>
    <message>
        <source>Imported %1 without an import profile</source>
        <translation>%1 importé sans profil d&apos;import</translation>
    </message>
    <message>
        <source>Show &amp;Art</source>
        <translation>Afficher les &amp;illustrations</translation>
    </message>
    <message>
        <source>The pictures the level came with from Tiled or LDtk, dimmed under the collision</source>
        <translation>Les images venues de Tiled ou LDtk avec le niveau, atténuées sous les collisions</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the level&apos;s art not found, first: %1</source>
        <translation>
            <numerusform>%n image de l&apos;illustration du niveau introuvable : %1</numerusform>
            <numerusform>%n images de l&apos;illustration du niveau introuvables, la première : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::MarkerTool</name>
    <message>
        <source>Move spawn</source>
        <translation>Déplacer le point d&apos;apparition</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to place markers on</source>
        <translation>Aucun calque d&apos;objets visible et déverrouillé où placer des marqueurs</translation>
    </message>
</context>
<context>
    <name>ledge::MergeDialog</name>
    <message>
        <source>Level settings: %1</source>
        <translation>Paramètres du niveau : %1</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>Calque %1 : %2</translation>
    </message>
    <message>
        <source>Object %1: %2</source>
        <translation>Objet %1 : %2</translation>
    </message>
    <message>
        <source>Tiles of layer %1: column %2, row %3</source>
        <translation>Tuiles du calque %1 : colonne %2, ligne %3</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Fusionner leurs modifications</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) on disk conflict with yours. Choose which to keep for each.</source>
        <translation>
            <numerusform>%n modification sur le disque est en conflit avec les vôtres. Choisissez laquelle garder.</numerusform>
            <numerusform>%n modifications sur le disque sont en conflit avec les vôtres. Choisissez laquelle garder pour chacune.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>La mienne</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>La leur</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>All mine</source>
        <translation>Toutes les miennes</translation>
    </message>
    <message>
        <source>All theirs</source>
        <translation>Toutes les leurs</translation>
    </message>
</context>
<context>
    <name>ledge::MultiEditPanel</name>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Calque</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Propriété</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Move by</source>
        <translation>Déplacer de</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Milieu</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Aligner</translation>
    </message>
    <message>
        <source>Distribute</source>
        <translation>Répartir</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>En largeur</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>En hauteur</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Changer le rôle</translation>
    </message>
    <message>
        <source>Rename objects</source>
        <translation>Renommer les objets</translation>
    </message>
    <message>
        <source>Set property</source>
        <translation>Définir la propriété</translation>
    </message>
    <message>
        <source>Move objects</source>
        <translation>Déplacer les objets</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(divers)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>x </source>
        <translation>x </translation>
    </message>
    <message>
        <source>y </source>
        <translation>y </translation>
    </message>
</context>
<context>
    <name>ledge::NarrowGapRule</name>
    <message>
        <source>Two solids leave a gap narrower than the player without touching.</source>
        <translation>Deux solides laissent un passage plus étroit que le joueur sans se toucher.</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>de largeur</translation>
    </message>
    <message>
        <source>high</source>
        <translation>de hauteur</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>les tuiles</translation>
    </message>
    <message>
        <source>%1 and %2 leave a gap %3 units %4, too narrow for the player</source>
        <translation>%1 et %2 laissent un passage de %L3 unités %4, trop étroit pour le joueur</translation>
    </message>
</context>
<context>
    <name>ledge::NewLevelDialog</name>
    <message>
        <source>New Level</source>
        <translation>Nouveau niveau</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plateforme</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Vue de dessus</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Taille de case</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
</context>
<context>
    <name>ledge::ObjectTypesDialog</name>
    <message>
        <source>Object Types</source>
        <translation>Types d&apos;objets</translation>
    </message>
    <message>
        <source>Add type</source>
        <translation>Ajouter un type</translation>
    </message>
    <message>
        <source>Remove type</source>
        <translation>Retirer le type</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Add field</source>
        <translation>Ajouter un champ</translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation>Retirer le champ</translation>
    </message>
    <message>
        <source>Fields of the type, with the value new objects of it get</source>
        <translation>Champs du type, avec la valeur que reçoivent ses nouveaux objets</translation>
    </message>
    <message>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <source>type%1</source>
        <translation>type%1</translation>
    </message>
    <message>
        <source>field%1</source>
        <translation>champ%1</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>Edit object types</source>
        <translation>Modifier les types d&apos;objets</translation>
    </message>
</context>
<context>
    <name>ledge::OutlinerDock</name>
    <message>
        <source>box</source>
        <translation>rectangle</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <source>polygon</source>
        <translation>polygone</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>pente</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marqueur</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>#%1 %2 %3</source>
        <translation>#%1 %2 %3</translation>
    </message>
    <message>
        <source>Rename object</source>
        <translation>Renommer l&apos;objet</translation>
    </message>
    <message>
        <source>Search by name, #id, role or shape</source>
        <translation>Chercher par nom, #id, rôle ou forme</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
</context>
<context>
    <name>ledge::PolygonTool</name>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation>Aucun calque d&apos;objets visible et déverrouillé sur lequel dessiner</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels</source>
        <translation>
            <numerusform>%n sommet : Entrée ou double-clic ferme, Retour arrière retire le dernier, Échap annule</numerusform>
            <numerusform>%n sommets : Entrée ou double-clic ferme, Retour arrière retire le dernier, Échap annule</numerusform>
        </translation>
    </message>
    <message>
        <source>A polygon needs at least three vertices</source>
        <translation>Un polygone doit avoir au moins trois sommets</translation>
    </message>
</context>
<context>
    <name>ledge::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>New level cell size</source>
        <translation>Taille de case des nouveaux niveaux</translation>
    </message>
    <message>
        <source>New level columns</source>
        <translation>Colonnes des nouveaux niveaux</translation>
    </message>
    <message>
        <source>New level rows</source>
        <translation>Lignes des nouveaux niveaux</translation>
    </message>
    <message>
        <source>New level movement</source>
        <translation>Déplacement des nouveaux niveaux</translation>
    </message>
    <message>
        <source>Snap to the grid</source>
        <translation>Magnétisme de la grille</translation>
    </message>
    <message>
        <source>Snap subdivisions</source>
        <translation>Subdivisions du magnétisme</translation>
    </message>
    <message>
        <source>Autosave every (0 = never)</source>
        <translation>Enregistrement automatique toutes les (0 = jamais)</translation>
    </message>
    <message>
        <source>Extra plugin folders (used from the next start)</source>
        <translation>Dossiers de plugins supplémentaires (pris en compte au prochain démarrage)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Plugin Folder</source>
        <translation>Dossier de plugins</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plateforme</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Vue de dessus</translation>
    </message>
    <message>
        <source>Whole cells</source>
        <translation>Cases entières</translation>
    </message>
    <message>
        <source>1/%1 cell</source>
        <translation>1/%1 de case</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Provides / reason</source>
        <translation>Fournit / raison</translation>
    </message>
</context>
<context>
    <name>ledge::PropertiesDock</name>
    <message>
        <source>Box</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cercle</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>Pente</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Rayon</translation>
    </message>
    <message>
        <source>Rises right</source>
        <translation>Monte vers la droite</translation>
    </message>
    <message>
        <source>Rises left</source>
        <translation>Monte vers la gauche</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Surface</translation>
    </message>
    <message>
        <source>Ceiling (solid above)</source>
        <translation>Plafond (solide au-dessus)</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Sommets</translation>
    </message>
    <message>
        <source>Custom properties</source>
        <translation>Propriétés personnalisées</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>key%1</source>
        <translation>clé%1</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Ajouter une propriété</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Retirer la propriété</translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>%n objet sélectionné</numerusform>
            <numerusform>%n objets sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <source>No selection</source>
        <translation>Aucune sélection</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Edit properties</source>
        <translation>Modifier les propriétés</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Set type</source>
        <translation>Définir le type</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
</context>
<context>
    <name>ledge::ReachController</name>
    <message>
        <source>Show &amp;Reachability</source>
        <translation>Afficher l&apos;a&amp;tteignabilité</translation>
    </message>
    <message>
        <source>&amp;Play Path</source>
        <translation>&amp;Jouer le trajet</translation>
    </message>
    <message>
        <source>Show where the player can go and the path to each goal and pickup (%1)</source>
        <translation>Montre où le joueur peut aller et le trajet vers chaque objectif et objet à ramasser (%1)</translation>
    </message>
    <message>
        <source>Move the player along the path to the selected target (%1); Esc stops</source>
        <translation>Déplace le joueur le long du trajet vers la cible sélectionnée (%1) ; Échap arrête</translation>
    </message>
    <message>
        <source>Reachability: the region shown is partial; the search stopped at its limit of %L1 states</source>
        <translation>Atteignabilité : la zone affichée est partielle ; la recherche s’est arrêtée à sa limite de %L1 états</translation>
    </message>
</context>
<context>
    <name>ledge::ReachOverlay</name>
    <message>
        <source>%1 units higher</source>
        <translation>%1 unités plus haut</translation>
    </message>
    <message>
        <source>%1 units too tall</source>
        <translation>%1 unités de trop en hauteur</translation>
    </message>
    <message>
        <source>%1 units too wide</source>
        <translation>%1 unités de trop en largeur</translation>
    </message>
    <message>
        <source>%1 units/s faster</source>
        <translation>%1 unités/s plus vite</translation>
    </message>
    <message>
        <source>%1 units away</source>
        <translation>à %1 unités</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>serré</translation>
    </message>
</context>
<context>
    <name>ledge::Recovery</name>
    <message>
        <source>cannot create the recovery folder %1</source>
        <translation>impossible de créer le dossier de récupération %1</translation>
    </message>
    <message>
        <source>cannot create a recovery file in %1</source>
        <translation>impossible de créer un fichier de récupération dans %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
</context>
<context>
    <name>ledge::SelectTool</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>Déplacer %n objet</numerusform>
            <numerusform>Déplacer %n objets</numerusform>
        </translation>
    </message>
    <message>
        <source>Move vertex</source>
        <translation>Déplacer le sommet</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Redimensionner</translation>
    </message>
    <message>
        <source>Insert vertex</source>
        <translation>Insérer un sommet</translation>
    </message>
    <message>
        <source>A polygon keeps at least three vertices</source>
        <translation>Un polygone garde au moins trois sommets</translation>
    </message>
    <message>
        <source>Delete vertex</source>
        <translation>Supprimer le sommet</translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation>
            <numerusform>Décaler %n objet</numerusform>
            <numerusform>Décaler %n objets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::SettingsDock</name>
    <message>
        <source>Level Settings</source>
        <translation>Paramètres du niveau</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Taille de case</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Player movement</source>
        <translation>Déplacement du joueur</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plateforme</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Vue de dessus</translation>
    </message>
    <message>
        <source> px/s</source>
        <translation> px/s</translation>
    </message>
    <message>
        <source> px/s²</source>
        <translation> px/s²</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Run speed</source>
        <translation>Vitesse de course</translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation>Hauteur de saut</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Max fall speed</source>
        <translation>Vitesse de chute max.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Chevauchement</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Hors limites</translation>
    </message>
    <message>
        <source>Unreachable target</source>
        <translation>Cible inatteignable</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Max floor angle</source>
        <translation>Angle maximal du sol</translation>
    </message>
</context>
<context>
    <name>ledge::ShapeTool</name>
    <message>
        <source>Slope rises to the right</source>
        <translation>La pente monte vers la droite</translation>
    </message>
    <message>
        <source>Slope rises to the left</source>
        <translation>La pente monte vers la gauche</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation>Aucun calque d&apos;objets visible et déverrouillé sur lequel dessiner</translation>
    </message>
    <message>
        <source>r %1</source>
        <translation>r %L1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%L1 × %L2</translation>
    </message>
</context>
<context>
    <name>ledge::TileTool</name>
    <message>
        <source>No visible, unlocked tiles layer to paint on</source>
        <translation>Aucun calque de tuiles visible et déverrouillé sur lequel peindre</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Level editor for 2D games</source>
        <translation>Éditeur de niveaux pour jeux 2D</translation>
    </message>
    <message>
        <source>Language of the interface (en, fr, pt_BR, de, es); default: the system&apos;s.</source>
        <translation>Langue de l&apos;interface (en, fr, pt_BR, de, es) ; par défaut, celle du système.</translation>
    </message>
    <message>
        <source>The levels to open, each in a tab.</source>
        <translation>Les niveaux à ouvrir, chacun dans un onglet.</translation>
    </message>
</context>
</TS>
