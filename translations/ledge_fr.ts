<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>LedgeFormatPlugin</name>
    <message>
        <source>Ledge level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelFile</name>
    <message>
        <source>required member is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;: this is not a Ledge level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is newer than this program supports (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer id %1 is already used at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 rows of tiles (grid rows), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 tiles (grid columns), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot; in column %2; expected one of: . # = ^</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object id %1 is already used at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a point is only allowed for spawn, goal and pickup, not for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, a number or true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a point [x, y]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiledFormat</name>
    <message>
        <source>the zlib-compressed tile data is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile data compressed with %1 is not supported (save the map with CSV or zlib)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layer has %1 cells, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TmjPlugin</name>
    <message>
        <source>Tiled map (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TmxPlugin</name>
    <message>
        <source>Tiled map (XML)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level has %n spawns; it needs exactly one</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge</name>
    <message>
        <source>Solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-way platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2 &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a coordinate is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its size is zero or negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a polygon needs at least 3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the polygon has no area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the polygon crosses itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ledge-cli COMMAND ...
Commands:
  validate LEVEL [--format text|json|junit] [--timings]
                   check a level; exit 0 when it has no errors, 1 when it has, 2 on bad input
  convert IN OUT   read IN and write OUT (.ledge)
Run &apos;ledge-cli COMMAND --help&apos; for the options of a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledge-cli: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledge-cli: expected %1 file arguments, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report format: text, json or junit (default text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report how long each phase took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ledge-cli validate LEVEL [--format text|json|junit] [--timings]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledge-cli: unknown report format &apos;%1&apos; (use text, json or junit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timings: load %1 ms, overlaps %2 ms, reachability %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ledge-cli convert IN OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (known: .ledge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledge-cli: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledge-cli: unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threw an exception: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threw an unknown exception</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge-cli</name>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::AddLayerCommand</name>
    <message>
        <source>Add layer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::AddObjectCommand</name>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::ChangeLayerCommand</name>
    <message>
        <source>Change layer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::ChangeSettingsCommand</name>
    <message>
        <source>Change level settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::Document</name>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::IssuesDock</name>
    <message>
        <source>Issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No issues: the level is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate (move #%1 out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge into one polygon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::LayersDock</name>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Col.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collides: takes part in validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an objects layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a tiles layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::MainWindow</name>
    <message>
        <source>Ledge levels (*.ledge);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip Slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap: 1/%1 cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/%1 Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser for the tile brush (X); the right button always erases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Ledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap Subdivisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> New shapes: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Tiles: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solid #</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-way =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard ^</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 px   cell %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1[*] — Ledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level could not be opened:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom at cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nudge selection 1 px / 1 cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows / Shift+arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+click or Ctrl+click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert polygon vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close polygon / drop last vertex / cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click / Backspace / Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Ledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;A level editor for 2D games: draw shapes and tiles on a grid, see every overlap while you drag, and prove every goal reachable.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::MarkerTool</name>
    <message>
        <source>Move spawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to place markers on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::MoveLayerCommand</name>
    <message>
        <source>Move layer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::NewLevelDialog</name>
    <message>
        <source>New Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::PluginManager</name>
    <message>
        <source>a plugin of the same file name is already loaded from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Qt plugin (no plugin metadata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Ledge plugin (interface %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built for plugin API version %1, this program supports version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled in the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>implements no Ledge interface of API version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The importer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the importer returned no level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::PolygonTool</name>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A polygon needs at least three vertices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::PropertiesDock</name>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rises right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rises left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling (solid above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit properties</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::RemoveLayerCommand</name>
    <message>
        <source>Delete layer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::RemoveObjectCommand</name>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::Run</name>
    <message>
        <source>%1 has an invalid shape: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies outside the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overlaps %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overlaps solid tiles at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile layers &apos;%1&apos; and &apos;%2&apos; both fill %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level has no spawn: place one with the spawn tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player does not fit at %1: its box overlaps a solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::SelectTool</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Move vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A polygon keeps at least three vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::SetTilesCommand</name>
    <message>
        <source>Erase tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::SettingsDock</name>
    <message>
        <source>Level Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px/s²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max fall speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreachable target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::ShapeTool</name>
    <message>
        <source>Slope rises to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slope rises to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::TileTool</name>
    <message>
        <source>No visible, unlocked tiles layer to paint on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::ops</name>
    <message>
        <source>Delete %n object(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %n object(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The objects no longer exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The objects no longer overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers cannot be merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The union of these shapes is not one simple polygon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The union of these shapes is degenerate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge objects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::tiled</name>
    <message>
        <source>object %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer %1 &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tiles of an infinite map (chunks) are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layer has %1 cells, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Tiled map: no &quot;layers&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::tiled::Importer</name>
    <message>
        <source>the map is %1, not orthogonal: positions are taken as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map is infinite: its tiles are skipped and the level takes the map&apos;s nominal size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles are %1x%2, Ledge cells are square: cells are %1 wide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>external tileset &apos;%1&apos; could not be read: its tiles count as solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image %1 skipped: Ledge has no image layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1 skipped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tiles of an infinite map are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: tiles without a &apos;kind&apos; property were imported as solid cells%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in a layer that does not collide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: cells outside the map&apos;s %2x%3 grid skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the id is used twice, the second one becomes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skipped: polylines have no inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skipped: text objects are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skipped: tile objects are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skipped: objects from templates are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skipped: a point must have the class spawn, goal or pickup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rotated rectangle converted to a polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ellipse with unequal sides converted to a polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: class slope, but not a right triangle of a slope; kept as a polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; of a custom class skipped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ledge::tiled::Reader</name>
    <message>
        <source>not a Tiled map: no &lt;map&gt; element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tiles of an infinite map (chunks) are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layer has %1 cells, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Level editor for 2D games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .ledge file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
