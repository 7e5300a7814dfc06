<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CollisionExportPlugin</name>
    <message>
        <source>Collision geometry for game engines (JSON)</source>
        <translation>Kollisionsgeometrie für Spiel-Engines (JSON)</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Kacheln radieren</translation>
    </message>
    <message>
        <source>Paint tiles</source>
        <translation>Kacheln malen</translation>
    </message>
    <message>
        <source>Add layer</source>
        <translation>Ebene hinzufügen</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Ebene löschen</translation>
    </message>
    <message>
        <source>Move layer</source>
        <translation>Ebene verschieben</translation>
    </message>
    <message>
        <source>Change layer</source>
        <translation>Ebene ändern</translation>
    </message>
    <message>
        <source>Change level settings</source>
        <translation>Level-Einstellungen ändern</translation>
    </message>
</context>
<context>
    <name>GodotExportPlugin</name>
    <message>
        <source>Godot 4 scene</source>
        <translation>Godot-4-Szene</translation>
    </message>
</context>
<context>
    <name>GodotFormat</name>
    <message>
        <source>line 1: not a Godot scene (it does not start with [gd_scene ...])</source>
        <translation>Zeile 1: keine Godot-Szene (sie beginnt nicht mit [gd_scene ...])</translation>
    </message>
    <message>
        <source>line 1: Ledge reads Godot 4 text scenes (format=3); this one has format=%1</source>
        <translation>Zeile 1: Ledge liest Textszenen von Godot 4 (format=3); diese hat format=%1</translation>
    </message>
    <message>
        <source>the scene has no node</source>
        <translation>die Szene hat keinen Knoten</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>a node without a name</source>
        <translation>ein Knoten ohne Namen</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has no parent, but the scene already has a root</source>
        <translation>Knoten „%1“ hat keinen Elternknoten, aber die Szene hat schon eine Wurzel</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: its parent &apos;%2&apos; is not defined before it</source>
        <translation>Knoten „%1“: sein Elternknoten „%2“ ist nicht vor ihm definiert</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is defined twice</source>
        <translation>Knoten „%1“ ist zweimal definiert</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: &apos;%2&apos; is not a valid value</source>
        <translation>Knoten „%1“: „%2“ ist kein gültiger Wert</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has a script (%2): what it does is not imported</source>
        <translation>Knoten „%1“ hat ein Skript (%2): was es tut, wird nicht importiert</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; (%2) skipped: tile map layers are not imported (their collision is in the tile set)</source>
        <translation>Knoten „%1“ (%2) übersprungen: Kachelebenen werden nicht importiert (ihre Kollision steckt im Kachelsatz)</translation>
    </message>
    <message>
        <source>body &apos;%1&apos; (%2) skipped: a moving body is not level geometry</source>
        <translation>Körper „%1“ (%2) übersprungen: ein beweglicher Körper ist keine Level-Geometrie</translation>
    </message>
    <message>
        <source>marker &apos;%1&apos; skipped: its name says neither spawn, goal nor pickup</source>
        <translation>Markierung „%1“ übersprungen: ihr Name nennt weder Startpunkt noch Ziel noch Sammelobjekt</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: it is disabled</source>
        <translation>Form „%1“ übersprungen: sie ist deaktiviert</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its polygon has fewer than 3 points</source>
        <translation>Form „%1“ übersprungen: ihr Polygon hat weniger als 3 Punkte</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a polygon of segments, imported as a solid polygon</source>
        <translation>Form „%1“: ein Polygon aus Segmenten, als gefülltes Polygon importiert</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape is not in the scene (an external resource or none)</source>
        <translation>Form „%1“ übersprungen: ihre Form steht nicht in der Szene (externe Ressource oder keine)</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape resource &apos;%2&apos; is not defined</source>
        <translation>Form „%1“ übersprungen: ihre Formressource „%2“ ist nicht definiert</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a circle scaled unevenly, imported as a %2-point polygon</source>
        <translation>Form „%1“: ein ungleichmäßig skalierter Kreis, als Polygon mit %2 Punkten importiert</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: Ledge does not import %2</source>
        <translation>Form „%1“ übersprungen: Ledge importiert kein %2</translation>
    </message>
    <message>
        <source>metadata/ledge_settings of the root not understood: %1</source>
        <translation>metadata/ledge_settings der Wurzel nicht verstanden: %1</translation>
    </message>
    <message>
        <source>the scene extends left of or above its origin: moved by (%1, %2) into the level</source>
        <translation>die Szene reicht links oder oberhalb ihres Ursprungs hinaus: um (%1, %2) ins Level verschoben</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; to start a section</source>
        <translation>„[“ erwartet, um einen Abschnitt zu beginnen</translation>
    </message>
    <message>
        <source>expected a section name after &apos;[&apos;</source>
        <translation>Abschnittsname nach „[“ erwartet</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the section</source>
        <translation>„]“ erwartet, um den Abschnitt zu schließen</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in a section header</source>
        <translation>unerwartetes „%1“ im Kopf eines Abschnitts</translation>
    </message>
    <message>
        <source>expected &apos;=&apos; after &apos;%1&apos;</source>
        <translation>„=“ nach „%1“ erwartet</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;; expected a property name</source>
        <translation>unerwartetes „%1“; Eigenschaftsname erwartet</translation>
    </message>
    <message>
        <source>bad \u escape in a string</source>
        <translation>ungültige \u-Sequenz in einer Zeichenkette</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>eine Zeichenkette ist nicht geschlossen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>values nested more than %1 deep</source>
        <translation>Werte mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>expected a value, found the end of the file</source>
        <translation>Wert erwartet, Dateiende gefunden</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; where a value should be</source>
        <translation>unerwartetes „%1“, wo ein Wert stehen sollte</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;%1&apos;</source>
        <translation>„,“ oder „%1“ erwartet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; in a dictionary</source>
        <translation>„:“ in einem Wörterbuch erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in a dictionary</source>
        <translation>„,“ oder „}“ in einem Wörterbuch erwartet</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2: the scene file is not found, so it is not imported</source>
        <translation>Knoten „%1“ ist eine Instanz von %2: die Szenendatei wurde nicht gefunden, daher wird sie nicht importiert</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which contains itself: not imported</source>
        <translation>Knoten „%1“ ist eine Instanz von %2, die sich selbst enthält: nicht importiert</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which cannot be read: %3</source>
        <translation>Knoten „%1“ ist eine Instanz von %2, die nicht gelesen werden kann: %3</translation>
    </message>
    <message>
        <source>in &apos;%1&apos; (%2): %3</source>
        <translation>in „%1“ (%2): %3</translation>
    </message>
</context>
<context>
    <name>ImportProfile</name>
    <message>
        <source>expected a role (solid, oneway, hazard, trigger, spawn, goal or pickup)</source>
        <translation>Rolle erwartet (solid, oneway, hazard, trigger, spawn, goal oder pickup)</translation>
    </message>
    <message>
        <source>expected an array of layer name patterns</source>
        <translation>Liste von Ebenennamen-Mustern erwartet</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected &quot;ledge-import-profile&quot;</source>
        <translation>„ledge-import-profile“ erwartet</translation>
    </message>
    <message>
        <source>this version of Ledge reads import profiles of version 1</source>
        <translation>diese Ledge-Version liest Importprofile der Version 1</translation>
    </message>
    <message>
        <source>expected an object with &quot;collide&quot; and &quot;ignore&quot;</source>
        <translation>Objekt mit „collide“ und „ignore“ erwartet</translation>
    </message>
    <message>
        <source>expected an object from role to property name</source>
        <translation>Objekt von Rolle zu Eigenschaftsname erwartet</translation>
    </message>
    <message>
        <source>expected a property name</source>
        <translation>Eigenschaftsname erwartet</translation>
    </message>
    <message>
        <source>expected an object from class to role</source>
        <translation>Objekt von Klasse zu Rolle erwartet</translation>
    </message>
    <message>
        <source>expected an object from value to role</source>
        <translation>Objekt von Wert zu Rolle erwartet</translation>
    </message>
    <message>
        <source>expected solid, oneway, hazard or none</source>
        <translation>solid, oneway, hazard oder none erwartet</translation>
    </message>
</context>
<context>
    <name>LdtkFormat</name>
    <message>
        <source>object %1</source>
        <translation>Objekt %1</translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation>Objekt %1 „%2“</translation>
    </message>
    <message>
        <source>cell size %1 rounded to %2: LDtk grids are whole pixels</source>
        <translation>Zellengröße %1 auf %2 gerundet: LDtk-Raster haben ganze Pixel</translation>
    </message>
    <message>
        <source>%1 (%2) left out: LDtk IntGrid holds whole cells only</source>
        <translation>%1 (%2) ausgelassen: ein LDtk-IntGrid enthält nur ganze Zellen</translation>
    </message>
    <message>
        <source>%1 (%2) written as its bounding box</source>
        <translation>%1 (%2) als sein umschließendes Rechteck geschrieben</translation>
    </message>
    <message>
        <source>%1: a point, written as a %2 x %2 entity centred on it</source>
        <translation>%1: ein Punkt, als %2 x %2 große Entität darum zentriert geschrieben</translation>
    </message>
    <message>
        <source>%1 line %2: %3: %4</source>
        <translation>%1 Zeile %2: %3: %4</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1 line %2: not JSON: %3</source>
        <translation>%1 Zeile %2: kein JSON: %3</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (the top level is not a JSON object)</source>
        <translation>%1: kein LDtk-Projekt (die oberste Ebene ist kein JSON-Objekt)</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (no &quot;defs&quot; and &quot;levels&quot;)</source>
        <translation>%1: kein LDtk-Projekt (kein „defs“ und „levels“)</translation>
    </message>
    <message>
        <source>an external level needs the project&apos;s file name</source>
        <translation>ein externes Level braucht den Dateinamen des Projekts</translation>
    </message>
    <message>
        <source>cannot read the external level %1: %2</source>
        <translation>das externe Level %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>ganze Zahl von %1 bis %2 erwartet</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>level size out of range</source>
        <translation>Levelgröße außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>Array erwartet</translation>
    </message>
    <message>
        <source>level too large for its grid size</source>
        <translation>Level zu groß für seine Rastergröße</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>unknown layer type &apos;%1&apos;</source>
        <translation>unbekannter Ebenentyp „%1“</translation>
    </message>
    <message>
        <source>layer too large</source>
        <translation>Ebene zu groß</translation>
    </message>
    <message>
        <source>expected a size above 0</source>
        <translation>Größe über 0 erwartet</translation>
    </message>
    <message>
        <source>expected %1 values (__cWid x __cHei), found %2</source>
        <translation>%1 Werte erwartet (__cWid x __cHei), %2 gefunden</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos; skipped: none of its IntGrid values collides (name them, or map them with &quot;intGrid&quot; in an import profile)</source>
        <translation>Ebene „%1“ übersprungen: keiner ihrer IntGrid-Werte kollidiert (benennen Sie sie oder ordnen Sie sie mit „intGrid“ in einem Importprofil zu)</translation>
    </message>
    <message>
        <source>expected two numbers</source>
        <translation>zwei Zahlen erwartet</translation>
    </message>
    <message>
        <source>expected finite numbers</source>
        <translation>endliche Zahlen erwartet</translation>
    </message>
    <message>
        <source>entity %1 &apos;%2&apos; skipped: it has no size</source>
        <translation>Entität %1 „%2“ übersprungen: sie hat keine Größe</translation>
    </message>
    <message>
        <source>%1: the project has no level</source>
        <translation>%1: das Projekt hat kein Level</translation>
    </message>
    <message>
        <source>%1: no level named &apos;%2&apos; (its levels: %3)</source>
        <translation>%1: kein Level namens „%2“ (seine Level: %3)</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>Importprofil %1</translation>
    </message>
</context>
<context>
    <name>LdtkPlugin</name>
    <message>
        <source>LDtk project</source>
        <translation>LDtk-Projekt</translation>
    </message>
</context>
<context>
    <name>LedgeCli</name>
    <message>
        <source>Show this help.</source>
        <translation>Zeigt diese Hilfe an.</translation>
    </message>
    <message>
        <source>ledge-cli: %1</source>
        <translation>ledge-cli: %1</translation>
    </message>
    <message>
        <source>ledge-cli: expected %1 file arguments, got %2</source>
        <translation>ledge-cli: %1 Dateiargumente erwartet, %2 erhalten</translation>
    </message>
    <message>
        <source>Report format: text, json or junit (default text).</source>
        <translation>Berichtsformat: text, json oder junit (Standard: text).</translation>
    </message>
    <message>
        <source>Report how long each phase took.</source>
        <translation>Gibt an, wie lange jede Phase gedauert hat.</translation>
    </message>
    <message>
        <source>ledge-cli: unknown report format &apos;%1&apos; (use text, json or junit)</source>
        <translation>ledge-cli: unbekanntes Berichtsformat „%1“ (text, json oder junit verwenden)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n Fehler</numerusform>
            <numerusform>%1: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n Warnung</numerusform>
            <numerusform>, %n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>timings: load %1 ms, overlaps %2 ms, reachability %3 ms</source>
        <translation>Zeiten: Laden %1 ms, Überschneidungen %2 ms, Erreichbarkeit %3 ms</translation>
    </message>
    <message>
        <source>ledge-cli: no importer reads &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: kein Importer liest „%1“ (siehe „ledge-cli formats“)</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: Warnung: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write %1: %2</source>
        <translation>ledge-cli: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli: kein Exporter schreibt „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli: kein Exporter namens „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>The file to read.</source>
        <translation>Die zu lesende Datei.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>The exporter to use (see &apos;ledge-cli formats&apos;).</source>
        <translation>Der zu verwendende Exporter (siehe „ledge-cli formats“).</translation>
    </message>
    <message>
        <source>Write even when validation finds errors.</source>
        <translation>Schreibt auch, wenn die Prüfung Fehler findet.</translation>
    </message>
    <message>
        <source>The level to export.</source>
        <translation>Das zu exportierende Level.</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: kein Exporter schreibt „%1“ (siehe „ledge-cli formats“)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: kein Exporter namens „%1“ (siehe „ledge-cli formats“)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: export refused: %n error(s); fix them or use --force</source>
        <translation>
            <numerusform>ledge-cli: Export verweigert: %n Fehler; beheben Sie ihn oder verwenden Sie --force</numerusform>
            <numerusform>ledge-cli: Export verweigert: %n Fehler; beheben Sie sie oder verwenden Sie --force</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: exporting despite %n error(s) (--force)</source>
        <translation>
            <numerusform>ledge-cli: Export trotz %n Fehler (--force)</numerusform>
            <numerusform>ledge-cli: Export trotz %n Fehlern (--force)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image pixels per level unit (default 1).</source>
        <translation>Bildpixel pro Level-Einheit (Standard: 1).</translation>
    </message>
    <message>
        <source>Comma-separated overlays: issues, reach (default none).</source>
        <translation>Kommagetrennte Overlays: issues, reach (Standard: keine).</translation>
    </message>
    <message>
        <source>The level to draw.</source>
        <translation>Das zu zeichnende Level.</translation>
    </message>
    <message>
        <source>The picture to write (.png).</source>
        <translation>Das zu schreibende Bild (.png).</translation>
    </message>
    <message>
        <source>ledge-cli: --scale wants a number above 0 and at most 64, not &apos;%1&apos;</source>
        <translation>ledge-cli: --scale erwartet eine Zahl über 0 und höchstens 64, nicht „%1“</translation>
    </message>
    <message>
        <source>ledge-cli: unknown overlay &apos;%1&apos; (use issues, reach)</source>
        <translation>ledge-cli: unbekanntes Overlay „%1“ (issues, reach verwenden)</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write pictures of type &apos;%1&apos; (use .png)</source>
        <translation>ledge-cli: Bilder vom Typ „%1“ können nicht geschrieben werden (.png verwenden)</translation>
    </message>
    <message>
        <source>Usage: ledge-cli formats</source>
        <translation>Aufruf: ledge-cli formats</translation>
    </message>
    <message>
        <source>ledge-cli: unknown command &apos;%1&apos;</source>
        <translation>ledge-cli: unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>Number of solid shapes (default 10000).</source>
        <translation>Anzahl fester Formen (Standard: 10000).</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>Zufallsstartwert (Standard: 1).</translation>
    </message>
    <message>
        <source>platformer or topdown (default platformer).</source>
        <translation>platformer oder topdown (Standard: platformer).</translation>
    </message>
    <message>
        <source>Share of shapes grown into a neighbour, 0 to 1 (default 0.05).</source>
        <translation>Anteil der Formen, die in eine Nachbarform hineinwachsen, 0 bis 1 (Standard: 0.05).</translation>
    </message>
    <message>
        <source>Add a tile layer.</source>
        <translation>Fügt eine Kachelebene hinzu.</translation>
    </message>
    <message>
        <source>The level to write.</source>
        <translation>Das zu schreibende Level.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</source>
        <translation>Aufruf: ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</translation>
    </message>
    <message>
        <source>ledge-cli: generate: --shapes must be 1 to 10000000, --seed a whole number, --overlap between 0 and 1, --mode platformer or topdown</source>
        <translation>ledge-cli: generate: --shapes muss 1 bis 10000000 sein, --seed eine ganze Zahl, --overlap zwischen 0 und 1, --mode platformer oder topdown</translation>
    </message>
    <message>
        <source>The level of a project file to read (default: the first).</source>
        <translation>Das zu lesende Level einer Projektdatei (Standard: das erste).</translation>
    </message>
    <message>
        <source>ledge-cli: %1 holds a single level; --level picks one of a project&apos;s levels (LDtk)</source>
        <translation>ledge-cli: %1 enthält nur ein Level; --level wählt eines der Level eines Projekts (LDtk)</translation>
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
        <translation>%1: unlesbar</translation>
    </message>
    <message>
        <source>%1: not checked (interrupted)</source>
        <translation>%1: nicht geprüft (unterbrochen)</translation>
    </message>
    <message>
        <source>%1/%2 levels</source>
        <translation>%1/%2 Level</translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n mit Fehlern</numerusform>
            <numerusform>%n mit Fehlern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable</source>
        <translation>
            <numerusform>%n unlesbar</numerusform>
            <numerusform>%n unlesbar</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message>
        <source>ledge-cli: %1: no such file or directory</source>
        <translation>ledge-cli: %1: Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>ledge-cli: interrupted: finishing the levels in progress</source>
        <translation>ledge-cli: unterbrochen: die laufenden Level werden abgeschlossen</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>%1: unreadable: %2</source>
        <translation>%1: unlesbar: %2</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n Level</numerusform>
            <numerusform>%n Level</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n nicht geprüft</numerusform>
            <numerusform>%n nicht geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in all</source>
        <translation>
            <numerusform>%n Fehler insgesamt</numerusform>
            <numerusform>%n Fehler insgesamt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) in all</source>
        <translation>
            <numerusform>%n Warnung insgesamt</numerusform>
            <numerusform>%n Warnungen insgesamt</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledge validation report</source>
        <translation>Ledge-Prüfbericht</translation>
    </message>
    <message>
        <source>not checked (interrupted)</source>
        <translation>nicht geprüft (unterbrochen)</translation>
    </message>
    <message>
        <source>ledge-cli: expected at least %1 file arguments, got %2</source>
        <translation>ledge-cli: mindestens %1 Dateiargumente erwartet, %2 erhalten</translation>
    </message>
    <message>
        <source>Import profile for another editor&apos;s map (default: ledge-profile.json beside it).</source>
        <translation>Importprofil für die Karte eines anderen Editors (Standard: ledge-profile.json daneben).</translation>
    </message>
    <message>
        <source>Also write a self-contained HTML report.</source>
        <translation>Schreibt zusätzlich einen eigenständigen HTML-Bericht.</translation>
    </message>
    <message>
        <source>Levels checked at once (default: one per core).</source>
        <translation>Gleichzeitig geprüfte Level (Standard: eins pro Kern).</translation>
    </message>
    <message>
        <source>The levels to check: files or folders.</source>
        <translation>Die zu prüfenden Level: Dateien oder Ordner.</translation>
    </message>
    <message>
        <source>ledge-cli: --jobs wants a whole number from 0 (one per core) to 1024, not &apos;%1&apos;</source>
        <translation>ledge-cli: --jobs erwartet eine ganze Zahl von 0 (eins pro Kern) bis 1024, nicht „%1“</translation>
    </message>
    <message>
        <source>ledge-cli: no levels found in the folders given (see &apos;ledge-cli formats&apos; for the formats read)</source>
        <translation>ledge-cli: keine Level in den angegebenen Ordnern gefunden (die gelesenen Formate zeigt „ledge-cli formats“)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n level(s) checked in %1 s</source>
        <translation>
            <numerusform>ledge-cli: %n Level in %1 s geprüft</numerusform>
            <numerusform>ledge-cli: %n Level in %1 s geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>ledge-cli: %1 is not a folder: with several levels, the last argument is the folder to write them to</source>
        <translation>ledge-cli: %1 ist kein Ordner: Bei mehreren Leveln ist das letzte Argument der Ordner, in den sie geschrieben werden</translation>
    </message>
    <message>
        <source>ledge-cli: two levels would be written to %1; export them separately</source>
        <translation>ledge-cli: zwei Level würden nach %1 geschrieben; exportieren Sie sie einzeln</translation>
    </message>
    <message>
        <source>ledge-cli: cannot create the folder %1</source>
        <translation>ledge-cli: der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Usage: ledge-cli convert IN OUT [--profile FILE] [--level NAME]</source>
        <translation>Aufruf: ledge-cli convert IN OUT [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation>Ausgabeformat: text oder json (Standard text).</translation>
    </message>
    <message>
        <source>Also draw B with the changes marked.</source>
        <translation>Zeichnet zusätzlich B mit markierten Änderungen.</translation>
    </message>
    <message>
        <source>The level before.</source>
        <translation>Das Level vorher.</translation>
    </message>
    <message>
        <source>The level after.</source>
        <translation>Das Level nachher.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli diff A B [--format text|json] [--png OUT.png]</source>
        <translation>Aufruf: ledge-cli diff A B [--format text|json] [--png OUT.png]</translation>
    </message>
    <message>
        <source>ledge-cli: unknown output format &apos;%1&apos; (use text or json)</source>
        <translation>ledge-cli: unbekanntes Ausgabeformat „%1“ (text oder json verwenden)</translation>
    </message>
    <message>
        <source>the levels are the same</source>
        <translation>die Level sind gleich</translation>
    </message>
    <message>
        <source>Where to write the merged level (default OURS).</source>
        <translation>Wohin das zusammengeführte Level geschrieben wird (Standard OURS).</translation>
    </message>
    <message>
        <source>The common ancestor.</source>
        <translation>Der gemeinsame Vorfahr.</translation>
    </message>
    <message>
        <source>Our edit of it.</source>
        <translation>Unsere Bearbeitung davon.</translation>
    </message>
    <message>
        <source>Their edit of it.</source>
        <translation>Ihre Bearbeitung davon.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli merge BASE OURS THEIRS [-o OUT]</source>
        <translation>Aufruf: ledge-cli merge BASE OURS THEIRS [-o OUT]</translation>
    </message>
    <message>
        <source>ledge-cli: cannot merge: %1</source>
        <translation>ledge-cli: Zusammenführen nicht möglich: %1</translation>
    </message>
    <message>
        <source>conflict: %1</source>
        <translation>Konflikt: %1</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n conflict(s); %1 left unchanged</source>
        <translation>
            <numerusform>ledge-cli: %n Konflikt; %1 bleibt unverändert</numerusform>
            <numerusform>ledge-cli: %n Konflikte; %1 bleibt unverändert</numerusform>
        </translation>
    </message>
    <message>
        <source>their new layer %1 is now layer %2 (our new layer has the same id)</source>
        <translation>ihre neue Ebene %1 ist jetzt Ebene %2 (unsere neue Ebene hat dieselbe ID)</translation>
    </message>
    <message>
        <source>their new object %1 is now object %2 (our new object has the same id)</source>
        <translation>ihr neues Objekt %1 ist jetzt Objekt %2 (unser neues Objekt hat dieselbe ID)</translation>
    </message>
    <message>
        <source>warning: the merge makes a new error: %1: %2</source>
        <translation>Warnung: das Zusammenführen erzeugt einen neuen Fehler: %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 of the player&apos;s %3</source>
        <translation>%1: %2 von %3 des Spielers</translation>
    </message>
    <message>
        <source>levels, in order</source>
        <translation>Level, der Reihe nach</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s):</source>
        <translation>
            <numerusform>%n Level:</numerusform>
            <numerusform>%n Level:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>The run was interrupted: this report is partial.</source>
        <translation>Der Lauf wurde unterbrochen: Dieser Bericht ist unvollständig.</translation>
    </message>
    <message>
        <source>Difficulty across the levels</source>
        <translation>Schwierigkeit über die Level</translation>
    </message>
    <message>
        <source>No difficulty data: none of these reports holds reachability margins (how much of the player&apos;s jump and speed each target needs).</source>
        <translation>Keine Schwierigkeitsdaten: Keiner dieser Berichte enthält Erreichbarkeitsreserven (wie viel von Sprung und Geschwindigkeit des Spielers jedes Ziel braucht).</translation>
    </message>
    <message>
        <source>hardest jump: share of the jump height needed</source>
        <translation>schwierigster Sprung: benötigter Anteil der Sprunghöhe</translation>
    </message>
    <message>
        <source>share of the run speed needed</source>
        <translation>benötigter Anteil der Laufgeschwindigkeit</translation>
    </message>
    <message>
        <source>tight-jump threshold (95%)</source>
        <translation>Schwelle für knappe Sprünge (95 %)</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>unlesbar: %1</translation>
    </message>
    <message>
        <source>hardest jump: %1 of the jump height (target #%2)</source>
        <translation>schwierigster Sprung: %1 der Sprunghöhe (Ziel #%2)</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Issues shown: %1</source>
        <translation>Angezeigte Probleme: %1</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more issue(s), in the JSON report</source>
        <translation>
            <numerusform>%1: %n weiteres Problem, im JSON-Bericht</numerusform>
            <numerusform>%1: %n weitere Probleme, im JSON-Bericht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n Zelle</numerusform>
            <numerusform>%n Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: ledge-cli export LEVEL OUT [--format NAME] [--force] [--level NAME]
       ledge-cli export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</source>
        <translation>Aufruf: ledge-cli export LEVEL OUT [--format NAME] [--force] [--level NAME]
       ledge-cli export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Measure how much jump and run each reached target needs (slower).</source>
        <translation>Messen, wie viel Sprung und Lauf jedes erreichte Ziel erfordert (langsamer).</translation>
    </message>
    <message>
        <source>Usage: ledge-cli validate LEVEL... [--format text|json|junit] [--timings] [--margins] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</source>
        <translation>Aufruf: ledge-cli validate LEVEL... [--format text|json|junit] [--timings] [--margins] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</translation>
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
        <translation>Aufruf: ledge-cli BEFEHL ...
Befehle:
  validate LEVEL... [--format text|json|junit] [--timings] [--html OUT.html] [--jobs N]
                   prüft Level (Dateien oder Ordner, parallel); Exit-Code 0, wenn keines Fehler hat,
                   1, wenn eines Fehler hat, 2, wenn eine Eingabe unlesbar ist
  export LEVEL OUT [--format NAME] [--force]
  export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N]
                   prüft, dann schreibt OUT mit einem Exporter; verweigert bei Fehlern (Exit-Code 1)
  convert IN OUT [--profile FILE] [--level NAME]
                   liest IN mit einem Importer (z. B. eine Tiled-Karte, ein LDtk-Level) und schreibt OUT
  render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]
                   zeichnet das Level (über seiner Grafik), seine Überschneidungen und Erreichbarkeit als Bild
  formats          listet Importer, Exporter und Regeln mit ihrer Plugin-Datei auf
  diff A B [--format text|json] [--png OUT.png]
                   was sich von A nach B geändert hat; Exit-Code 0 gleich, 1 verschieden, 2 bei ungültiger Eingabe
  merge BASE OURS THEIRS [-o OUT]
                   Drei-Wege-Merge (ein Git-Merge-Treiber); Exit-Code 1 bei Konflikten, nichts wird geschrieben
  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]
                   schreibt ein großes generiertes Level für Benchmarks und Lasttests
„ledge-cli BEFEHL --help“ zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Leave out the pictures a map came with from Tiled or LDtk.</source>
        <translation>Die Bilder weglassen, die eine Karte aus Tiled oder LDtk mitbrachte.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]</source>
        <translation>Aufruf: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]</translation>
    </message>
</context>
<context>
    <name>LedgeFormatPlugin</name>
    <message>
        <source>Ledge level</source>
        <translation>Ledge-Level</translation>
    </message>
</context>
<context>
    <name>LevelArt</name>
    <message>
        <source>expected an array of %1 to %2 numbers</source>
        <translation>erwartet wird ein Array aus %1 bis %2 Zahlen</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>expected an index below %1</source>
        <translation>erwartet wird ein Index unter %1</translation>
    </message>
    <message>
        <source>expected sizes above 0</source>
        <translation>erwartet werden Größen über 0</translation>
    </message>
    <message>
        <source>expected whole columns and rows, at most %1 cells</source>
        <translation>erwartet werden ganze Spalten und Zeilen, höchstens %1 Zellen</translation>
    </message>
    <message>
        <source>expected %1 cells in base64 (4 bytes each)</source>
        <translation>erwartet werden %1 Zellen in Base64 (je 4 Bytes)</translation>
    </message>
    <message>
        <source>cell %1 names tile %2 of %3</source>
        <translation>Zelle %1 nennt Kachel %2 von %3</translation>
    </message>
    <message>
        <source>expected a whole number of pixels</source>
        <translation>erwartet wird eine ganze Zahl von Pixeln</translation>
    </message>
</context>
<context>
    <name>LevelDiff</name>
    <message>
        <source>+ object %1: %2 in layer %3</source>
        <translation>+ Objekt %1: %2 in Ebene %3</translation>
    </message>
    <message>
        <source>- object %1: %2 in layer %3</source>
        <translation>- Objekt %1: %2 in Ebene %3</translation>
    </message>
    <message>
        <source>~ object %1: %2</source>
        <translation>~ Objekt %1: %2</translation>
    </message>
    <message>
        <source>+ layer %1 &quot;%2&quot;</source>
        <translation>+ Ebene %1 „%2“</translation>
    </message>
    <message>
        <source>- layer %1 &quot;%2&quot;</source>
        <translation>- Ebene %1 „%2“</translation>
    </message>
    <message>
        <source>~ layer %1: %2</source>
        <translation>~ Ebene %1: %2</translation>
    </message>
    <message>
        <source>~ tiles of layer %1: rows %2, columns %3</source>
        <translation>~ Kacheln der Ebene %1: Zeilen %2, Spalten %3</translation>
    </message>
    <message>
        <source>~ settings: %1</source>
        <translation>~ Einstellungen: %1</translation>
    </message>
</context>
<context>
    <name>LevelFile</name>
    <message>
        <source>required member is missing</source>
        <translation>Pflichtfeld fehlt</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>expected a positive integer</source>
        <translation>positive ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1</source>
        <translation>ganze Zahl von 1 bis %L1 erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>Array erwartet</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekannter Wert &quot;%1&quot;; erwartet wird einer von: %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;: this is not a Ledge level</source>
        <translation>&quot;%1&quot; erwartet: Dies ist kein Ledge-Level</translation>
    </message>
    <message>
        <source>version %1 is newer than this program supports (%2)</source>
        <translation>Version %1 ist neuer, als dieses Programm unterstützt (%2)</translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation>positive Zahl erwartet</translation>
    </message>
    <message>
        <source>layer id %1 is already used at %2</source>
        <translation>Ebenen-ID %1 wird bereits bei %2 verwendet</translation>
    </message>
    <message>
        <source>expected %1 rows of tiles (grid rows), found %2</source>
        <translation>%L1 Kachelzeilen erwartet (Rasterzeilen), %L2 gefunden</translation>
    </message>
    <message>
        <source>expected %1 tiles (grid columns), found %2</source>
        <translation>%L1 Kacheln erwartet (Rasterspalten), %L2 gefunden</translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot; in column %2; expected one of: . # = ^</source>
        <translation>unbekannte Kachel &quot;%1&quot; in Spalte %2; erwartet wird eines von: . # = ^</translation>
    </message>
    <message>
        <source>object id %1 is already used at %2</source>
        <translation>Objekt-ID %1 wird bereits bei %2 verwendet</translation>
    </message>
    <message>
        <source>a point is only allowed for spawn, goal and pickup, not for %1</source>
        <translation>ein Punkt ist nur für spawn, goal und pickup erlaubt, nicht für %1</translation>
    </message>
    <message>
        <source>expected a string, a number or true or false</source>
        <translation>Zeichenkette, Zahl, true oder false erwartet</translation>
    </message>
    <message>
        <source>expected a point [x, y]</source>
        <translation>Punkt [x, y] erwartet</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected an object at the top level</source>
        <translation>Objekt auf oberster Ebene erwartet</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>nur %L1 von %L2 Bytes konnten geschrieben werden</translation>
    </message>
    <message>
        <source>the grid cell size must be positive</source>
        <translation>die Zellengröße des Rasters muss positiv sein</translation>
    </message>
    <message>
        <source>the grid needs 1 to %1 columns and rows</source>
        <translation>das Raster braucht 1 bis %L1 Spalten und Zeilen</translation>
    </message>
    <message>
        <source>object %1 is a point, which only spawn, goal and pickup may be</source>
        <translation>Objekt %1 ist ein Punkt, was nur spawn, goal und pickup sein dürfen</translation>
    </message>
    <message>
        <source>the cell size %1 times %2 cells exceeds the largest number</source>
        <translation>die Zellengröße %L1 mal %L2 Zellen übersteigt die größte darstellbare Zahl</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than the %2 MiB a level may have</source>
        <translation>die Datei hat %L1 Bytes, mehr als die %L2 MiB, die ein Level haben darf</translation>
    </message>
    <message>
        <source>arrays and objects nested more deeply than a JSON reader accepts</source>
        <translation>Arrays und Objekte tiefer verschachtelt, als ein JSON-Leser akzeptiert</translation>
    </message>
    <message>
        <source>numbers must fit in a double, at most about 1.8e308</source>
        <translation>Zahlen müssen in ein double passen, höchstens etwa 1.8e308</translation>
    </message>
    <message>
        <source>NaN and Infinity are not JSON numbers</source>
        <translation>NaN und Infinity sind keine JSON-Zahlen</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the grid cell size times the cells exceeds the largest number</source>
        <translation>Zellengröße mal Zellenanzahl übersteigt die größte darstellbare Zahl</translation>
    </message>
    <message>
        <source>layer id %1 is not from 1 to %2</source>
        <translation>Ebenen-ID %1 liegt nicht zwischen 1 und %2</translation>
    </message>
    <message>
        <source>object id %1 is not from 1 to %2</source>
        <translation>Objekt-ID %1 liegt nicht zwischen 1 und %2</translation>
    </message>
    <message>
        <source>expected an angle in degrees from 0 to 89</source>
        <translation>erwartet wird ein Winkel in Grad von 0 bis 89</translation>
    </message>
    <message>
        <source>no type &quot;%1&quot; in /types</source>
        <translation>kein Typ „%1“ in /types</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>nicht leere Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>the type &quot;%1&quot; is defined twice</source>
        <translation>der Typ „%1“ ist zweimal definiert</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is defined twice</source>
        <translation>das Feld „%1“ ist zweimal definiert</translation>
    </message>
    <message>
        <source>expected a default of type %1</source>
        <translation>Standardwert vom Typ %1 erwartet</translation>
    </message>
    <message>
        <source>expected a share from 0 to 1</source>
        <translation>erwartet wird ein Anteil von 0 bis 1</translation>
    </message>
</context>
<context>
    <name>LevelMerge</name>
    <message>
        <source>the merged settings do not form a valid level: %1</source>
        <translation>die zusammengeführten Einstellungen ergeben kein gültiges Level: %1</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>above layer %1</source>
        <translation>über Ebene %1</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <source>above object %1</source>
        <translation>über Objekt %1</translation>
    </message>
    <message>
        <source>at the bottom</source>
        <translation>ganz unten</translation>
    </message>
    <message>
        <source>setting %1: ours %2, theirs %3 (base %4)</source>
        <translation>Einstellung %1: unsere %2, ihre %3 (Basis %4)</translation>
    </message>
    <message>
        <source>layer %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>Ebene %1, %2: unsere %3, ihre %4 (Basis %5)</translation>
    </message>
    <message>
        <source>object %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>Objekt %1, %2: unsere %3, ihre %4 (Basis %5)</translation>
    </message>
    <message>
        <source>tiles of layer %1, column %2, row %3: ours %4, theirs %5 (base %6)</source>
        <translation>Kacheln der Ebene %1, Spalte %2, Zeile %3: unsere %4, ihre %5 (Basis %6)</translation>
    </message>
</context>
<context>
    <name>ObjectOps</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>%n Objekt löschen</numerusform>
            <numerusform>%n Objekte löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n object(s)</source>
        <translation>
            <numerusform>%n Objekt duplizieren</numerusform>
            <numerusform>%n Objekte duplizieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Flip slope</source>
        <translation>Schräge spiegeln</translation>
    </message>
    <message>
        <source>The objects no longer exist.</source>
        <translation>Die Objekte existieren nicht mehr.</translation>
    </message>
    <message>
        <source>The objects no longer overlap.</source>
        <translation>Die Objekte überschneiden sich nicht mehr.</translation>
    </message>
    <message>
        <source>Separate objects</source>
        <translation>Objekte trennen</translation>
    </message>
    <message>
        <source>Markers cannot be merged.</source>
        <translation>Markierungen können nicht vereinigt werden.</translation>
    </message>
    <message>
        <source>The union of these shapes is not one simple polygon.</source>
        <translation>Die Vereinigung dieser Formen ist kein einfaches Polygon.</translation>
    </message>
    <message>
        <source>The union of these shapes is degenerate.</source>
        <translation>Die Vereinigung dieser Formen ist entartet.</translation>
    </message>
    <message>
        <source>Merge objects</source>
        <translation>Objekte vereinigen</translation>
    </message>
    <message>
        <source>Align objects</source>
        <translation>Objekte ausrichten</translation>
    </message>
    <message>
        <source>Distribute objects</source>
        <translation>Objekte verteilen</translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s) to another layer</source>
        <translation>
            <numerusform>%n Objekt auf eine andere Ebene verschieben</numerusform>
            <numerusform>%n Objekte auf eine andere Ebene verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply fix</source>
        <translation>Korrektur anwenden</translation>
    </message>
    <message>
        <source>The object no longer exists.</source>
        <translation>Das Objekt existiert nicht mehr.</translation>
    </message>
    <message>
        <source>The level has no objects layer that collides.</source>
        <translation>Der Level hat keine kollidierende Objektebene.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Fix: move %1 by (%2, %3)</source>
        <translation>Korrektur: %1 um (%2, %3) verschieben</translation>
    </message>
    <message>
        <source>Fix: add a solid step at (%1, %2), %3 by %4</source>
        <translation>Korrektur: eine feste Stufe bei (%1, %2) hinzufügen, %3 mal %4</translation>
    </message>
    <message>
        <source>Fix: remove %1</source>
        <translation>Korrektur: %1 entfernen</translation>
    </message>
</context>
<context>
    <name>PluginManager</name>
    <message>
        <source>%1 threw an exception: %2</source>
        <translation>%1 hat eine Ausnahme ausgelöst: %2</translation>
    </message>
    <message>
        <source>%1 threw an unknown exception</source>
        <translation>%1 hat eine unbekannte Ausnahme ausgelöst</translation>
    </message>
    <message>
        <source>a plugin of the same file name is already loaded from %1</source>
        <translation>ein Plugin mit demselben Dateinamen ist bereits aus %1 geladen</translation>
    </message>
    <message>
        <source>not a Qt plugin (no plugin metadata)</source>
        <translation>kein Qt-Plugin (keine Plugin-Metadaten)</translation>
    </message>
    <message>
        <source>not a Ledge plugin (interface %1)</source>
        <translation>kein Ledge-Plugin (Schnittstelle %1)</translation>
    </message>
    <message>
        <source>built for plugin API version %1, this program supports version %2</source>
        <translation>für Plugin-API-Version %1 gebaut, dieses Programm unterstützt Version %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>disabled in the settings</source>
        <translation>in den Einstellungen deaktiviert</translation>
    </message>
    <message>
        <source>implements no Ledge interface of API version %1</source>
        <translation>implementiert keine Ledge-Schnittstelle der API-Version %1</translation>
    </message>
    <message>
        <source>The importer</source>
        <translation>Der Importer</translation>
    </message>
    <message>
        <source>the importer returned no level</source>
        <translation>der Importer hat kein Level geliefert</translation>
    </message>
    <message>
        <source>The exporter</source>
        <translation>Der Exporter</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Die Regel</translation>
    </message>
</context>
<context>
    <name>PngExportPlugin</name>
    <message>
        <source>Picture of the level (PNG)</source>
        <translation>Bild des Levels (PNG)</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Solid</source>
        <translation>Festkörper</translation>
    </message>
    <message>
        <source>One-way</source>
        <translation>Einweg</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Startpunkt</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Sammelobjekt</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>Solid</source>
        <translation>Festkörper</translation>
    </message>
    <message>
        <source>One-way</source>
        <translation>Einweg</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Startpunkt</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Sammelobjekt</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>expected an array of file names</source>
        <translation>erwartet wird ein Array von Dateinamen</translation>
    </message>
    <message>
        <source>expected a file name</source>
        <translation>Dateiname erwartet</translation>
    </message>
    <message>
        <source>expected an array of layers</source>
        <translation>erwartet wird ein Array von Ebenen</translation>
    </message>
</context>
<context>
    <name>TiledFormat</name>
    <message>
        <source>the zlib-compressed tile data is damaged</source>
        <translation>die zlib-komprimierten Kacheldaten sind beschädigt</translation>
    </message>
    <message>
        <source>tile data compressed with %1 is not supported (save the map with CSV or zlib)</source>
        <translation>mit %1 komprimierte Kacheldaten werden nicht unterstützt (Karte mit CSV oder zlib speichern)</translation>
    </message>
    <message>
        <source>the layer has %1 cells, expected %2</source>
        <translation>die Ebene hat %L1 Zellen, erwartet wurden %L2</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>Objekt %1</translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation>Objekt %1 „%2“</translation>
    </message>
    <message>
        <source>layer %1 &apos;%2&apos;</source>
        <translation>Ebene %1 „%2“</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos;</source>
        <translation>Ebene „%1“</translation>
    </message>
    <message>
        <source>the map is %1, not orthogonal: positions are taken as they are</source>
        <translation>die Karte ist %1, nicht orthogonal: Positionen werden unverändert übernommen</translation>
    </message>
    <message>
        <source>tiles are %1x%2, Ledge cells are square: cells are %1 wide</source>
        <translation>Kacheln sind %1x%2, Ledge-Zellen sind quadratisch: Zellen sind %1 breit</translation>
    </message>
    <message>
        <source>tile %1 skipped: the map is too large for tiles (%2x%3)</source>
        <translation>%1 (Kacheln) übersprungen: Die Karte ist zu groß für Kacheln (%2x%3)</translation>
    </message>
    <message>
        <source>tile %1 skipped: %2</source>
        <translation>%1 (Kacheln) übersprungen: %2</translation>
    </message>
    <message>
        <source>tile %1: cells outside the map&apos;s %2x%3 grid skipped</source>
        <translation>%1 (Kacheln): Zellen außerhalb des %2x%3-Rasters der Karte übersprungen</translation>
    </message>
    <message>
        <source>%1: the id is used twice, the second one becomes %2</source>
        <translation>%1: Die ID wird doppelt verwendet, die zweite wird zu %2</translation>
    </message>
    <message>
        <source>%1 skipped: polylines have no inside</source>
        <translation>%1 übersprungen: Polylinien haben kein Inneres</translation>
    </message>
    <message>
        <source>%1 skipped: text objects are not supported</source>
        <translation>%1 übersprungen: Textobjekte werden nicht unterstützt</translation>
    </message>
    <message>
        <source>%1 skipped: a point must have the class spawn, goal or pickup</source>
        <translation>%1 übersprungen: Ein Punkt braucht die Klasse spawn, goal oder pickup</translation>
    </message>
    <message>
        <source>%1: rotated rectangle converted to a polygon</source>
        <translation>%1: gedrehtes Rechteck in ein Polygon umgewandelt</translation>
    </message>
    <message>
        <source>%1: ellipse with unequal sides converted to a polygon</source>
        <translation>%1: Ellipse mit ungleichen Seiten in ein Polygon umgewandelt</translation>
    </message>
    <message>
        <source>%1: class slope, but not a right triangle of a slope; kept as a polygon</source>
        <translation>%1: Klasse slope, aber kein rechtwinkliges Dreieck einer Schräge; als Polygon beibehalten</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; of a custom class skipped</source>
        <translation>%1: Eigenschaft „%2“ einer benutzerdefinierten Klasse übersprungen</translation>
    </message>
    <message>
        <source>the tiles of an infinite map (chunks) are not supported</source>
        <translation>die Kacheln einer unendlichen Karte (Chunks) werden nicht unterstützt</translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation>die Ebene hat keine Kacheldaten</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>Position %1: %2</translation>
    </message>
    <message>
        <source>not a Tiled map: no &quot;layers&quot;</source>
        <translation>keine Tiled-Karte: kein &quot;layers&quot;</translation>
    </message>
    <message>
        <source>not a Tiled map: no &lt;map&gt; element</source>
        <translation>keine Tiled-Karte: kein &lt;map&gt;-Element</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>tile %1 skipped: it has no tile data for its %2x%3 cells</source>
        <translation>%1 (Kacheln) übersprungen: Sie hat keine Kacheldaten für ihre %2x%3 Zellen</translation>
    </message>
    <message>
        <source>groups nested more than %1 deep</source>
        <translation>Gruppen mehr als %L1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>external tileset &apos;%1&apos; could not be read: its tiles have no collision shapes</source>
        <translation>externes Kachelset „%1“ konnte nicht gelesen werden: seine Kacheln haben keine Kollisionsformen</translation>
    </message>
    <message>
        <source>%1 (tile shapes)</source>
        <translation>%1 (Kachelformen)</translation>
    </message>
    <message>
        <source>tile %1: some cells use tiles of a tileset that could not be read; they count as whole cells</source>
        <translation>Kachel-%1: einige Zellen nutzen Kacheln eines unlesbaren Kachelsets; sie zählen als ganze Zellen</translation>
    </message>
    <message>
        <source>%1 skipped: its template &apos;%2&apos; could not be read</source>
        <translation>%1 übersprungen: seine Vorlage „%2“ konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 skipped: a tile object without a size</source>
        <translation>%1 übersprungen: ein Kachelobjekt ohne Größe</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>Importprofil %1</translation>
    </message>
    <message>
        <source>a chunk has %1 cells, expected %2</source>
        <translation>ein Block hat %1 Zellen, erwartet %2</translation>
    </message>
</context>
<context>
    <name>TmjPlugin</name>
    <message>
        <source>Tiled map (JSON)</source>
        <translation>Tiled-Karte (JSON)</translation>
    </message>
</context>
<context>
    <name>TmxPlugin</name>
    <message>
        <source>Tiled map (XML)</source>
        <translation>Tiled-Karte (XML)</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weitere</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level has %n spawns; it needs exactly one</source>
        <translation>
            <numerusform>Das Level hat %n Startpunkt; es braucht genau einen</numerusform>
            <numerusform>Das Level hat %n Startpunkte; es braucht genau einen</numerusform>
        </translation>
    </message>
    <message>
        <source>solid</source>
        <comment>role in the middle of a sentence</comment>
        <translation>Festkörper</translation>
    </message>
    <message>
        <source>one-way platform</source>
        <comment>role in the middle of a sentence</comment>
        <translation>Einwegplattform</translation>
    </message>
    <message>
        <source>hazard</source>
        <comment>role in the middle of a sentence</comment>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>role in the middle of a sentence</comment>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>spawn</source>
        <comment>role in the middle of a sentence</comment>
        <translation>Startpunkt</translation>
    </message>
    <message>
        <source>goal</source>
        <comment>role in the middle of a sentence</comment>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>pickup</source>
        <comment>role in the middle of a sentence</comment>
        <translation>Sammelobjekt</translation>
    </message>
    <message>
        <source>Solid</source>
        <translation>Festkörper</translation>
    </message>
    <message>
        <source>One-way platform</source>
        <translation>Einwegplattform</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Startpunkt</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Sammelobjekt</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1 #%2 &apos;%3&apos;</source>
        <translation>%1 #%2 „%3“</translation>
    </message>
    <message>
        <source>a coordinate is not a finite number</source>
        <translation>eine Koordinate ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>its size is zero or negative</source>
        <translation>seine Größe ist null oder negativ</translation>
    </message>
    <message>
        <source>a polygon needs at least 3 points</source>
        <translation>ein Polygon braucht mindestens 3 Punkte</translation>
    </message>
    <message>
        <source>the polygon has no area</source>
        <translation>das Polygon hat keine Fläche</translation>
    </message>
    <message>
        <source>the polygon crosses itself</source>
        <translation>das Polygon schneidet sich selbst</translation>
    </message>
    <message>
        <source>%1 has an invalid shape: %2</source>
        <translation>%1 hat eine ungültige Form: %2</translation>
    </message>
    <message>
        <source>%1 lies outside the level</source>
        <translation>%1 liegt außerhalb des Levels</translation>
    </message>
    <message>
        <source>%1 overlaps %2</source>
        <translation>%1 überschneidet sich mit %2</translation>
    </message>
    <message>
        <source>Tile layers &apos;%1&apos; and &apos;%2&apos; both fill %3</source>
        <translation>Die Kachelebenen „%1“ und „%2“ füllen beide %3</translation>
    </message>
    <message>
        <source>The level has no spawn: place one with the spawn tool</source>
        <translation>Das Level hat keinen Startpunkt: Setzen Sie einen mit dem Startpunkt-Werkzeug</translation>
    </message>
    <message>
        <source>The player does not fit at %1: its box overlaps a solid</source>
        <translation>Die Spielfigur hat am %1 keinen Platz: Ihre Box überschneidet sich mit einem Festkörper</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn</source>
        <translation>%1 ist vom Startpunkt aus nicht erreichbar</translation>
    </message>
    <message numerus="yes">
        <source>%1 overlaps %n solid tile(s) at %2</source>
        <translation>
            <numerusform>%1 überschneidet sich mit %n fester Kachel bei %2</numerusform>
            <numerusform>%1 überschneidet sich mit %n festen Kacheln bei %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not reached before the search stopped at its limit of %L2 states</source>
        <translation>%1 wurde nicht erreicht, bevor die Suche bei ihrer Grenze von %L2 Zuständen anhielt</translation>
    </message>
    <message>
        <source>%1 cannot be reached: the player does not fit at the spawn</source>
        <translation>%1 ist nicht erreichbar: der Spieler passt nicht an den Startpunkt</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height and %3% of its run speed: only a perfect player gets there</source>
        <translation>%1 erfordert %2% der Sprunghöhe und %3% der Laufgeschwindigkeit des Spielers: nur ein perfekter Spieler kommt dorthin</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height: only a perfect jump gets there</source>
        <translation>%1 erfordert %2% der Sprunghöhe des Spielers: nur ein perfekter Sprung kommt dorthin</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s run speed: only a perfect run gets there</source>
        <translation>%1 erfordert %2% der Laufgeschwindigkeit des Spielers: nur ein perfekter Lauf kommt dorthin</translation>
    </message>
    <message>
        <source>%1 is walled in: no way leads to it from the spawn</source>
        <translation>%1 ist eingemauert: kein Weg führt vom Startpunkt dorthin</translation>
    </message>
    <message>
        <source>Every way to %1 crosses a hazard</source>
        <translation>Jeder Weg zu %1 führt durch eine Gefahr</translation>
    </message>
    <message>
        <source>Every way to %1 crosses %2</source>
        <translation>Jeder Weg zu %1 führt durch %2</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump</source>
        <translation>%1 liegt %2 Einheiten über dem höchsten Sprung</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump from %3</source>
        <translation>%1 liegt %2 Einheiten über dem höchsten Sprung von %3</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s</source>
        <translation>%1 erfordert einen Sprung, der %2 Einheiten höher ist als der des Spielers</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s, from %3</source>
        <translation>%1 erfordert einen Sprung, der %2 Einheiten höher ist als der des Spielers, von %3</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units lower than the player</source>
        <translation>Der Weg zu %1 zwischen %2 und %3 ist %4 Einheiten niedriger als der Spieler</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units narrower than the player</source>
        <translation>Der Weg zu %1 zwischen %2 und %3 ist %4 Einheiten schmaler als der Spieler</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units lower than the player</source>
        <translation>Der Weg zu %1 an %2 vorbei ist %3 Einheiten niedriger als der Spieler</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units narrower than the player</source>
        <translation>Der Weg zu %1 an %2 vorbei ist %3 Einheiten schmaler als der Spieler</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units lower than the player</source>
        <translation>Der Weg zu %1 ist %2 Einheiten niedriger als der Spieler</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units narrower than the player</source>
        <translation>Der Weg zu %1 ist %2 Einheiten schmaler als der Spieler</translation>
    </message>
    <message>
        <source>%1 is beyond the longest jump: it needs a run %2 units per second faster</source>
        <translation>%1 liegt jenseits des weitesten Sprungs: nötig ist ein um %2 Einheiten pro Sekunde schnellerer Lauf</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn: the closest the player gets is %2 units away</source>
        <translation>%1 ist vom Startpunkt aus nicht erreichbar: der Spieler kommt ihm höchstens %2 Einheiten nahe</translation>
    </message>
    <message>
        <source>%1 is inside solid tiles: the player cannot touch it</source>
        <translation>%1 liegt in festen Kacheln: der Spieler kann es nicht berühren</translation>
    </message>
    <message>
        <source>%1 is inside %2: the player cannot touch it</source>
        <translation>%1 liegt in %2: der Spieler kann es nicht berühren</translation>
    </message>
</context>
<context>
    <name>ledge::Document</name>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>ledge::DocumentTabs</name>
    <message>
        <source>&amp;Close Level</source>
        <translation>Level &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation>&amp;Nächstes Level</translation>
    </message>
    <message>
        <source>&amp;Previous Level</source>
        <translation>&amp;Vorheriges Level</translation>
    </message>
    <message>
        <source>%1 (not saved yet)</source>
        <translation>%1 (noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Jetzt speichern?</translation>
    </message>
</context>
<context>
    <name>ledge::ImportOptionsDialog</name>
    <message>
        <source>Import Options</source>
        <translation>Importoptionen</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>%1 wird importiert</translation>
    </message>
    <message>
        <source>%1 beside the map</source>
        <translation>%1 neben der Karte</translation>
    </message>
    <message>
        <source>%1 beside the map (there is none)</source>
        <translation>%1 neben der Karte (keine vorhanden)</translation>
    </message>
    <message>
        <source>No profile (the importer&apos;s defaults)</source>
        <translation>Kein Profil (die Vorgaben des Importers)</translation>
    </message>
    <message>
        <source>Another file</source>
        <translation>Eine andere Datei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>An import profile states which layers, tiles and classes of the map collide.</source>
        <translation>Ein Importprofil legt fest, welche Ebenen, Kacheln und Klassen der Karte kollidieren.</translation>
    </message>
    <message>
        <source>Import profile:</source>
        <translation>Importprofil:</translation>
    </message>
    <message>
        <source>Profile file:</source>
        <translation>Profildatei:</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n level(s). Level:</source>
        <translation>
            <numerusform>%1 enthält %n Level. Level:</numerusform>
            <numerusform>%1 enthält %n Level. Level:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Profile</source>
        <translation>Importprofil</translation>
    </message>
    <message>
        <source>Import profiles (*.json)</source>
        <translation>Importprofile (*.json)</translation>
    </message>
</context>
<context>
    <name>ledge::IssuesDock</name>
    <message>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No issues: the level is valid.</source>
        <translation>Keine Probleme: Das Level ist gültig.</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Gehe zu</translation>
    </message>
    <message>
        <source>Separate (move #%1 out)</source>
        <translation>Trennen (#%1 herausschieben)</translation>
    </message>
    <message>
        <source>Merge into one polygon</source>
        <translation>Zu einem Polygon vereinigen</translation>
    </message>
    <message>
        <source>Errors: %1    Warnings: %2</source>
        <translation>Fehler: %1    Warnungen: %2</translation>
    </message>
    <message>
        <source>Nothing to fix. Overlaps, shapes out of bounds and targets the player cannot reach are listed here as you edit.</source>
        <translation>Nichts zu beheben. Überschneidungen, Formen außerhalb der Grenzen und Ziele, die der Spieler nicht erreichen kann, erscheinen hier, während Sie bearbeiten.</translation>
    </message>
</context>
<context>
    <name>ledge::LayersDock</name>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>Sichtbar</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Collides: takes part in validation</source>
        <translation>Kollidiert: nimmt an der Prüfung teil</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Add an objects layer</source>
        <translation>Objektebene hinzufügen</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Add a tiles layer</source>
        <translation>Kachelebene hinzufügen</translation>
    </message>
    <message>
        <source>Raise layer</source>
        <translation>Ebene nach oben</translation>
    </message>
    <message>
        <source>Lower layer</source>
        <translation>Ebene nach unten</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Ebene löschen</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>Tiles %1</source>
        <translation>Kacheln %1</translation>
    </message>
    <message>
        <source>Objects %1</source>
        <translation>Objekte %1</translation>
    </message>
</context>
<context>
    <name>ledge::LevelView</name>
    <message>
        <source>Reached: needs %1% of the player&apos;s jump height and %2% of its run speed</source>
        <translation>Erreicht: erfordert %1% der Sprunghöhe und %2% der Laufgeschwindigkeit des Spielers</translation>
    </message>
</context>
<context>
    <name>ledge::MainWindow</name>
    <message>
        <source>Ledge levels (*.ledge);;All files (*)</source>
        <translation>Ledge-Level (*.ledge);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Alles &amp;markieren</translation>
    </message>
    <message>
        <source>&amp;Flip Slope</source>
        <translation>Schräge &amp;spiegeln</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Level</source>
        <translation>An Level &amp;anpassen</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>Am &amp;Raster ausrichten</translation>
    </message>
    <message>
        <source>Snap: 1/%1 cell</source>
        <translation>Einrasten: 1/%1 Zelle</translation>
    </message>
    <message>
        <source>Snap: off</source>
        <translation>Einrasten: aus</translation>
    </message>
    <message>
        <source>Whole Cells</source>
        <translation>Ganze Zellen</translation>
    </message>
    <message>
        <source>1/%1 Cell</source>
        <translation>1/%1 Zelle</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>Schräge</translation>
    </message>
    <message>
        <source>Tile Brush</source>
        <translation>Kachelpinsel</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Startpunkt</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Sammelobjekt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Eraser for the tile brush (X); the right button always erases</source>
        <translation>Radierer für den Kachelpinsel (X); die rechte Maustaste radiert immer</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Ledge</source>
        <translation>Ü&amp;ber Ledge</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Snap Subdivisions</source>
        <translation>Rasterunterteilung</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source> New shapes: </source>
        <translation> Neue Formen: </translation>
    </message>
    <message>
        <source>  Tiles: </source>
        <translation>  Kacheln: </translation>
    </message>
    <message>
        <source>Solid #</source>
        <translation>Fest #</translation>
    </message>
    <message>
        <source>One-way =</source>
        <translation>Einweg =</translation>
    </message>
    <message>
        <source>Hazard ^</source>
        <translation>Gefahr ^</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>%1, %2 px   cell %3, %4</source>
        <translation>%L1; %L2 px   Zelle %3; %4</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %L1 %</translation>
    </message>
    <message>
        <source>✔ valid</source>
        <translation>✔ gültig</translation>
    </message>
    <message>
        <source>%1[*] — Ledge</source>
        <translation>%1[*] — Ledge</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Cannot open level</source>
        <translation>Level kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The level could not be opened:

%1</source>
        <translation>Das Level konnte nicht geöffnet werden:

%1</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Level öffnen</translation>
    </message>
    <message>
        <source>Cannot save level</source>
        <translation>Level kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation>Level speichern unter</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Ansicht verschieben</translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation>Mittlere Maustaste oder Leertaste+Ziehen</translation>
    </message>
    <message>
        <source>Zoom at cursor</source>
        <translation>Am Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>Nudge selection 1 px / 1 cell</source>
        <translation>Auswahl um 1 px / 1 Zelle verschieben</translation>
    </message>
    <message>
        <source>Arrows / Shift+arrows</source>
        <translation>Pfeiltasten / Umschalt+Pfeiltasten</translation>
    </message>
    <message>
        <source>Add to selection</source>
        <translation>Zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>Shift+click or Ctrl+click</source>
        <translation>Umschalt+Klick oder Strg+Klick</translation>
    </message>
    <message>
        <source>Insert polygon vertex</source>
        <translation>Polygonecke einfügen</translation>
    </message>
    <message>
        <source>Double-click an edge</source>
        <translation>Doppelklick auf eine Kante</translation>
    </message>
    <message>
        <source>Close polygon / drop last vertex / cancel</source>
        <translation>Polygon schließen / letzte Ecke entfernen / abbrechen</translation>
    </message>
    <message>
        <source>Enter or double-click / Backspace / Esc</source>
        <translation>Eingabe oder Doppelklick / Rücktaste / Esc</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Kacheln radieren</translation>
    </message>
    <message>
        <source>Right button</source>
        <translation>Rechte Maustaste</translation>
    </message>
    <message>
        <source>About Ledge</source>
        <translation>Über Ledge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;A level editor for 2D games: draw shapes and tiles on a grid, see every overlap while you drag, and prove every goal reachable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;Ein Level-Editor für 2D-Spiele: Zeichnen Sie Formen und Kacheln auf einem Raster, sehen Sie jede Überschneidung schon beim Ziehen und beweisen Sie, dass jedes Ziel erreichbar ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Errors: %1 · Warnings: %2</source>
        <translation>Fehler: %1 · Warnungen: %2</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>E&amp;instellungen…</translation>
    </message>
    <message>
        <source>No importer reads %1.</source>
        <translation>Kein Importer liest %1.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>No importer plugin is loaded.</source>
        <translation>Kein Import-Plugin ist geladen.</translation>
    </message>
    <message>
        <source>All supported formats (%1)</source>
        <translation>Alle unterstützten Formate (%1)</translation>
    </message>
    <message>
        <source>Import Level</source>
        <translation>Level importieren</translation>
    </message>
    <message>
        <source>Cannot import level</source>
        <translation>Level kann nicht importiert werden</translation>
    </message>
    <message>
        <source>The file could not be imported:

%1</source>
        <translation>Die Datei konnte nicht importiert werden:

%1</translation>
    </message>
    <message>
        <source>Import warnings</source>
        <translation>Import-Warnungen</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) of %1 could not be imported exactly.</source>
        <translation>
            <numerusform>%n Element aus %1 konnte nicht exakt importiert werden.</numerusform>
            <numerusform>%n Elemente aus %1 konnten nicht exakt importiert werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export level</source>
        <translation>Level kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>No exporter writes %1.</source>
        <translation>Kein Exporter schreibt %1.</translation>
    </message>
    <message>
        <source>The level has errors</source>
        <translation>Das Level hat Fehler</translation>
    </message>
    <message numerus="yes">
        <source>The level has %n error(s). Export it anyway?</source>
        <translation>
            <numerusform>Das Level hat %n Fehler. Trotzdem exportieren?</numerusform>
            <numerusform>Das Level hat %n Fehler. Trotzdem exportieren?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Trotzdem exportieren</translation>
    </message>
    <message>
        <source>Export warnings</source>
        <translation>Export-Warnungen</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) could not be exported exactly.</source>
        <translation>
            <numerusform>%n Element konnte nicht exakt exportiert werden.</numerusform>
            <numerusform>%n Elemente konnten nicht exakt exportiert werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>No exporter plugin is loaded.</source>
        <translation>Kein Export-Plugin ist geladen.</translation>
    </message>
    <message>
        <source>Export Level</source>
        <translation>Level exportieren</translation>
    </message>
    <message>
        <source>%1 was removed from the disk</source>
        <translation>%1 wurde vom Datenträger entfernt</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 wurde von einem anderen Programm geändert. Neu laden?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Ledge did not close cleanly. Unsaved changes to %1 from %2 were kept. Restore them?</source>
        <translation>Ledge wurde nicht ordnungsgemäß beendet. Ungespeicherte Änderungen an %1 vom %2 wurden aufbewahrt. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>%1 was changed by another program while you have unsaved changes.</source>
        <translation>%1 wurde von einem anderen Programm geändert, während Sie ungespeicherte Änderungen haben.</translation>
    </message>
    <message>
        <source>Merge their changes into yours, reload the file and lose your changes, or keep yours.</source>
        <translation>Führen Sie deren Änderungen mit Ihren zusammen, laden Sie die Datei neu und verlieren Ihre Änderungen, oder behalten Sie Ihre.</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Deren Änderungen zusammenführen</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>the file as last saved cannot be read again: %1</source>
        <translation>die zuletzt gespeicherte Datei kann nicht erneut gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot merge</source>
        <translation>Zusammenführen nicht möglich</translation>
    </message>
    <message>
        <source>Merged the changes to %1</source>
        <translation>Änderungen an %1 zusammengeführt</translation>
    </message>
    <message>
        <source>Object &amp;Types…</source>
        <translation>Objekt&amp;typen…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>%1 is not a level: Ledge opens its own levels and the maps its importers read (%2).</source>
        <translation>%1 ist kein Level: Ledge öffnet seine eigenen Level und die Karten, die seine Importer lesen (%2).</translation>
    </message>
    <message>
        <source>Levels and maps (%1)</source>
        <translation>Level und Karten (%1)</translation>
    </message>
    <message>
        <source>Imported %1 with the import profile %2</source>
        <translation>%1 mit dem Importprofil %2 importiert</translation>
    </message>
    <message>
        <source>Imported %1 with the import profile %2 beside it</source>
        <translation>%1 mit dem Importprofil %2 daneben importiert</translation>
    </message>
    <message>
        <source>Imported %1 without an import profile</source>
        <translation>%1 ohne Importprofil importiert</translation>
    </message>
    <message>
        <source>Show &amp;Art</source>
        <translation>&amp;Grafik anzeigen</translation>
    </message>
    <message>
        <source>The pictures the level came with from Tiled or LDtk, dimmed under the collision</source>
        <translation>Die Bilder, die der Level aus Tiled oder LDtk mitbrachte, abgeblendet unter der Kollision</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the level&apos;s art not found, first: %1</source>
        <translation>
            <numerusform>%n Bild der Grafik des Levels nicht gefunden: %1</numerusform>
            <numerusform>%n Bilder der Grafik des Levels nicht gefunden, das erste: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::MarkerTool</name>
    <message>
        <source>Move spawn</source>
        <translation>Startpunkt verschieben</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to place markers on</source>
        <translation>Keine sichtbare, entsperrte Objektebene zum Setzen von Markierungen</translation>
    </message>
</context>
<context>
    <name>ledge::MergeDialog</name>
    <message>
        <source>Level settings: %1</source>
        <translation>Level-Einstellungen: %1</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>Ebene %1: %2</translation>
    </message>
    <message>
        <source>Object %1: %2</source>
        <translation>Objekt %1: %2</translation>
    </message>
    <message>
        <source>Tiles of layer %1: column %2, row %3</source>
        <translation>Kacheln der Ebene %1: Spalte %2, Zeile %3</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Deren Änderungen zusammenführen</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) on disk conflict with yours. Choose which to keep for each.</source>
        <translation>
            <numerusform>%n Änderung auf dem Datenträger steht im Konflikt mit Ihren. Wählen Sie, was Sie behalten.</numerusform>
            <numerusform>%n Änderungen auf dem Datenträger stehen im Konflikt mit Ihren. Wählen Sie für jede, was Sie behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Meine</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>All mine</source>
        <translation>Alle meine</translation>
    </message>
    <message>
        <source>All theirs</source>
        <translation>Alle ihre</translation>
    </message>
</context>
<context>
    <name>ledge::MultiEditPanel</name>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Move by</source>
        <translation>Verschieben um</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mittig</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Ausrichten</translation>
    </message>
    <message>
        <source>Distribute</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Waagerecht</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Senkrecht</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Rolle ändern</translation>
    </message>
    <message>
        <source>Rename objects</source>
        <translation>Objekte umbenennen</translation>
    </message>
    <message>
        <source>Set property</source>
        <translation>Eigenschaft setzen</translation>
    </message>
    <message>
        <source>Move objects</source>
        <translation>Objekte verschieben</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(gemischt)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
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
        <translation>Zwei Festkörper lassen, ohne sich zu berühren, eine Lücke, die schmaler als die Spielfigur ist.</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>breite</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hohe</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>die Kacheln</translation>
    </message>
    <message>
        <source>%1 and %2 leave a gap %3 units %4, too narrow for the player</source>
        <translation>%1 und %2 lassen eine %L3 Einheiten %4 Lücke, zu schmal für die Spielfigur</translation>
    </message>
</context>
<context>
    <name>ledge::NewLevelDialog</name>
    <message>
        <source>New Level</source>
        <translation>Neues Level</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plattformer</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Draufsicht</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Zellengröße</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
</context>
<context>
    <name>ledge::ObjectTypesDialog</name>
    <message>
        <source>Object Types</source>
        <translation>Objekttypen</translation>
    </message>
    <message>
        <source>Add type</source>
        <translation>Typ hinzufügen</translation>
    </message>
    <message>
        <source>Remove type</source>
        <translation>Typ entfernen</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Typen</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Add field</source>
        <translation>Feld hinzufügen</translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation>Feld entfernen</translation>
    </message>
    <message>
        <source>Fields of the type, with the value new objects of it get</source>
        <translation>Felder des Typs, mit dem Wert, den neue Objekte davon erhalten</translation>
    </message>
    <message>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>type%1</source>
        <translation>Typ%1</translation>
    </message>
    <message>
        <source>field%1</source>
        <translation>Feld%1</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>wahr/falsch</translation>
    </message>
    <message>
        <source>Edit object types</source>
        <translation>Objekttypen bearbeiten</translation>
    </message>
</context>
<context>
    <name>ledge::OutlinerDock</name>
    <message>
        <source>box</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>Schräge</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>#%1 %2 %3</source>
        <translation>#%1 %2 %3</translation>
    </message>
    <message>
        <source>Rename object</source>
        <translation>Objekt umbenennen</translation>
    </message>
    <message>
        <source>Search by name, #id, role or shape</source>
        <translation>Nach Name, #ID, Rolle oder Form suchen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
</context>
<context>
    <name>ledge::PolygonTool</name>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation>Keine sichtbare, entsperrte Objektebene zum Zeichnen</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels</source>
        <translation>
            <numerusform>%n Ecke: Eingabe oder Doppelklick schließt, Rücktaste entfernt die letzte, Esc bricht ab</numerusform>
            <numerusform>%n Ecken: Eingabe oder Doppelklick schließt, Rücktaste entfernt die letzte, Esc bricht ab</numerusform>
        </translation>
    </message>
    <message>
        <source>A polygon needs at least three vertices</source>
        <translation>Ein Polygon braucht mindestens drei Ecken</translation>
    </message>
</context>
<context>
    <name>ledge::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>New level cell size</source>
        <translation>Zellengröße neuer Level</translation>
    </message>
    <message>
        <source>New level columns</source>
        <translation>Spalten neuer Level</translation>
    </message>
    <message>
        <source>New level rows</source>
        <translation>Zeilen neuer Level</translation>
    </message>
    <message>
        <source>New level movement</source>
        <translation>Bewegung neuer Level</translation>
    </message>
    <message>
        <source>Snap to the grid</source>
        <translation>Am Raster ausrichten</translation>
    </message>
    <message>
        <source>Snap subdivisions</source>
        <translation>Rasterunterteilung</translation>
    </message>
    <message>
        <source>Autosave every (0 = never)</source>
        <translation>Automatisch speichern alle (0 = nie)</translation>
    </message>
    <message>
        <source>Extra plugin folders (used from the next start)</source>
        <translation>Zusätzliche Plugin-Ordner (ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Plugin Folder</source>
        <translation>Plugin-Ordner</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plattformer</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Draufsicht</translation>
    </message>
    <message>
        <source>Whole cells</source>
        <translation>Ganze Zellen</translation>
    </message>
    <message>
        <source>1/%1 cell</source>
        <translation>1/%1 Zelle</translation>
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
        <translation>Allgemein</translation>
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
        <translation>Status</translation>
    </message>
    <message>
        <source>Provides / reason</source>
        <translation>Stellt bereit / Grund</translation>
    </message>
</context>
<context>
    <name>ledge::PropertiesDock</name>
    <message>
        <source>Box</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>Schräge</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
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
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Rises right</source>
        <translation>Steigt nach rechts an</translation>
    </message>
    <message>
        <source>Rises left</source>
        <translation>Steigt nach links an</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <source>Ceiling (solid above)</source>
        <translation>Decke (fest oberhalb)</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Ecken</translation>
    </message>
    <message>
        <source>Custom properties</source>
        <translation>Eigene Eigenschaften</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>key</source>
        <translation>schlüssel</translation>
    </message>
    <message>
        <source>key%1</source>
        <translation>schlüssel%1</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Eigenschaft hinzufügen</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Eigenschaft entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>%n Objekt ausgewählt</numerusform>
            <numerusform>%n Objekte ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>No selection</source>
        <translation>Keine Auswahl</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Edit properties</source>
        <translation>Eigenschaften bearbeiten</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Set type</source>
        <translation>Typ setzen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
</context>
<context>
    <name>ledge::ReachController</name>
    <message>
        <source>Show &amp;Reachability</source>
        <translation>&amp;Erreichbarkeit anzeigen</translation>
    </message>
    <message>
        <source>&amp;Play Path</source>
        <translation>&amp;Pfad abspielen</translation>
    </message>
    <message>
        <source>Show where the player can go and the path to each goal and pickup (%1)</source>
        <translation>Zeigt, wohin die Spielfigur gelangen kann, und den Pfad zu jedem Ziel und Sammelobjekt (%1)</translation>
    </message>
    <message>
        <source>Move the player along the path to the selected target (%1); Esc stops</source>
        <translation>Bewegt die Spielfigur entlang des Pfads zum ausgewählten Ziel (%1); Esc stoppt</translation>
    </message>
    <message>
        <source>Reachability: the region shown is partial; the search stopped at its limit of %L1 states</source>
        <translation>Erreichbarkeit: Der gezeigte Bereich ist unvollständig; die Suche hielt bei ihrer Grenze von %L1 Zuständen an</translation>
    </message>
</context>
<context>
    <name>ledge::ReachOverlay</name>
    <message>
        <source>%1 units higher</source>
        <translation>%1 Einheiten höher</translation>
    </message>
    <message>
        <source>%1 units too tall</source>
        <translation>%1 Einheiten zu hoch</translation>
    </message>
    <message>
        <source>%1 units too wide</source>
        <translation>%1 Einheiten zu breit</translation>
    </message>
    <message>
        <source>%1 units/s faster</source>
        <translation>%1 Einheiten/s schneller</translation>
    </message>
    <message>
        <source>%1 units away</source>
        <translation>%1 Einheiten entfernt</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>knapp</translation>
    </message>
</context>
<context>
    <name>ledge::Recovery</name>
    <message>
        <source>cannot create the recovery folder %1</source>
        <translation>Wiederherstellungsordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create a recovery file in %1</source>
        <translation>in %1 kann keine Wiederherstellungsdatei angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>ledge::SelectTool</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>%n Objekt verschieben</numerusform>
            <numerusform>%n Objekte verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Move vertex</source>
        <translation>Ecke verschieben</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Größe ändern</translation>
    </message>
    <message>
        <source>Insert vertex</source>
        <translation>Ecke einfügen</translation>
    </message>
    <message>
        <source>A polygon keeps at least three vertices</source>
        <translation>Ein Polygon behält mindestens drei Ecken</translation>
    </message>
    <message>
        <source>Delete vertex</source>
        <translation>Ecke löschen</translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation>
            <numerusform>%n Objekt schrittweise verschieben</numerusform>
            <numerusform>%n Objekte schrittweise verschieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::SettingsDock</name>
    <message>
        <source>Level Settings</source>
        <translation>Level-Einstellungen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Zellengröße</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Player movement</source>
        <translation>Bewegung der Spielfigur</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plattformer</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Draufsicht</translation>
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
        <translation>Modus</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Run speed</source>
        <translation>Laufgeschwindigkeit</translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation>Sprunghöhe</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>Schwerkraft</translation>
    </message>
    <message>
        <source>Max fall speed</source>
        <translation>Max. Fallgeschwindigkeit</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Überschneidung</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Außerhalb der Grenzen</translation>
    </message>
    <message>
        <source>Unreachable target</source>
        <translation>Unerreichbares Ziel</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Max floor angle</source>
        <translation>Maximaler Bodenwinkel</translation>
    </message>
</context>
<context>
    <name>ledge::ShapeTool</name>
    <message>
        <source>Slope rises to the right</source>
        <translation>Schräge steigt nach rechts an</translation>
    </message>
    <message>
        <source>Slope rises to the left</source>
        <translation>Schräge steigt nach links an</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation>Keine sichtbare, entsperrte Objektebene zum Zeichnen</translation>
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
        <translation>Keine sichtbare, entsperrte Kachelebene zum Malen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Level editor for 2D games</source>
        <translation>Level-Editor für 2D-Spiele</translation>
    </message>
    <message>
        <source>Language of the interface (en, fr, pt_BR, de, es); default: the system&apos;s.</source>
        <translation>Sprache der Oberfläche (en, fr, pt_BR, de, es); Standard: die des Systems.</translation>
    </message>
    <message>
        <source>The levels to open, each in a tab.</source>
        <translation>Die zu öffnenden Level, jedes in einem Tab.</translation>
    </message>
</context>
</TS>
