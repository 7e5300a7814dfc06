<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>LedgeCli</name>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n error</numerusform>
            <numerusform>%1: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n warning</numerusform>
            <numerusform>, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: export refused: %n error(s); fix them or use --force</source>
        <translation>
            <numerusform>ledge-cli: export refused: %n error; fix it or use --force</numerusform>
            <numerusform>ledge-cli: export refused: %n errors; fix them or use --force</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: exporting despite %n error(s) (--force)</source>
        <translation>
            <numerusform>ledge-cli: exporting despite %n error (--force)</numerusform>
            <numerusform>ledge-cli: exporting despite %n errors (--force)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n with errors</numerusform>
            <numerusform>%n with errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable</source>
        <translation>
            <numerusform>%n unreadable</numerusform>
            <numerusform>%n unreadable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n level</numerusform>
            <numerusform>%n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n not checked</numerusform>
            <numerusform>%n not checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in all</source>
        <translation>
            <numerusform>%n error in all</numerusform>
            <numerusform>%n errors in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) in all</source>
        <translation>
            <numerusform>%n warning in all</numerusform>
            <numerusform>%n warnings in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n level(s) checked in %1 s</source>
        <translation>
            <numerusform>ledge-cli: %n level checked in %1 s</numerusform>
            <numerusform>ledge-cli: %n levels checked in %1 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n conflict(s); %1 left unchanged</source>
        <translation>
            <numerusform>ledge-cli: %n conflict; %1 left unchanged</numerusform>
            <numerusform>ledge-cli: %n conflicts; %1 left unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s):</source>
        <translation>
            <numerusform>%n level:</numerusform>
            <numerusform>%n levels:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more issue(s), in the JSON report</source>
        <translation>
            <numerusform>%1: %n more issue, in the JSON report</numerusform>
            <numerusform>%1: %n more issues, in the JSON report</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObjectOps</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Delete %n object</numerusform>
            <numerusform>Delete %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n object(s)</source>
        <translation>
            <numerusform>Duplicate %n object</numerusform>
            <numerusform>Duplicate %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s) to another layer</source>
        <translation>
            <numerusform>Move %n object to another layer</numerusform>
            <numerusform>Move %n objects to another layer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level has %n spawns; it needs exactly one</source>
        <translation>
            <numerusform>The level has %n spawn; it needs exactly one</numerusform>
            <numerusform>The level has %n spawns; it needs exactly one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 overlaps %n solid tile(s) at %2</source>
        <translation>
            <numerusform>%1 overlaps %n solid tile at %2</numerusform>
            <numerusform>%1 overlaps %n solid tiles at %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::ImportOptionsDialog</name>
    <message numerus="yes">
        <source>%1 holds %n level(s). Level:</source>
        <translation>
            <numerusform>%1 holds %n level. Level:</numerusform>
            <numerusform>%1 holds %n levels. Level:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::MainWindow</name>
    <message numerus="yes">
        <source>%n thing(s) of %1 could not be imported exactly.</source>
        <translation>
            <numerusform>%n thing of %1 could not be imported exactly.</numerusform>
            <numerusform>%n things of %1 could not be imported exactly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level has %n error(s). Export it anyway?</source>
        <translation>
            <numerusform>The level has %n error. Export it anyway?</numerusform>
            <numerusform>The level has %n errors. Export it anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) could not be exported exactly.</source>
        <translation>
            <numerusform>%n thing could not be exported exactly.</numerusform>
            <numerusform>%n things could not be exported exactly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the level&apos;s art not found, first: %1</source>
        <translation>
            <numerusform>%n picture of the level&apos;s art not found: %1</numerusform>
            <numerusform>%n pictures of the level&apos;s art not found, first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::MergeDialog</name>
    <message numerus="yes">
        <source>%n change(s) on disk conflict with yours. Choose which to keep for each.</source>
        <translation>
            <numerusform>%n change on disk conflicts with yours. Choose which to keep.</numerusform>
            <numerusform>%n changes on disk conflict with yours. Choose which to keep for each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::PolygonTool</name>
    <message numerus="yes">
        <source>%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels</source>
        <translation>
            <numerusform>%n vertex: Enter or double-click closes, Backspace removes the last, Esc cancels</numerusform>
            <numerusform>%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::PropertiesDock</name>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>%n object selected</numerusform>
            <numerusform>%n objects selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::SelectTool</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>Move %n object</numerusform>
            <numerusform>Move %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation>
            <numerusform>Nudge %n object</numerusform>
            <numerusform>Nudge %n objects</numerusform>
        </translation>
    </message>
</context>
</TS>
