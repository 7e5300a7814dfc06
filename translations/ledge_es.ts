<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Commands</name>
    <message>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Borrar tiles</translation>
    </message>
    <message>
        <source>Paint tiles</source>
        <translation>Pintar tiles</translation>
    </message>
    <message>
        <source>Add layer</source>
        <translation>Añadir capa</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Eliminar capa</translation>
    </message>
    <message>
        <source>Move layer</source>
        <translation>Mover capa</translation>
    </message>
    <message>
        <source>Change layer</source>
        <translation>Cambiar capa</translation>
    </message>
    <message>
        <source>Change level settings</source>
        <translation>Cambiar ajustes del nivel</translation>
    </message>
</context>
<context>
    <name>GodotExportPlugin</name>
    <message>
        <source>Godot 4 scene</source>
        <translation>Escena de Godot 4</translation>
    </message>
</context>
<context>
    <name>LedgeCli</name>
    <message>
        <source>Show this help.</source>
        <translation>Muestra esta ayuda.</translation>
    </message>
    <message>
        <source>ledge-cli: %1</source>
        <translation>ledge-cli: %1</translation>
    </message>
    <message>
        <source>ledge-cli: expected %1 file arguments, got %2</source>
        <translation>ledge-cli: se esperaban %1 argumentos de archivo, se recibieron %2</translation>
    </message>
    <message>
        <source>Report format: text, json or junit (default text).</source>
        <translation>Formato del informe: text, json o junit (por defecto, text).</translation>
    </message>
    <message>
        <source>Report how long each phase took.</source>
        <translation>Informa de cuánto tardó cada etapa.</translation>
    </message>
    <message>
        <source>The level to check.</source>
        <translation>El nivel que se comprobará.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli validate LEVEL [--format text|json|junit] [--timings]</source>
        <translation>Uso: ledge-cli validate LEVEL [--format text|json|junit] [--timings]</translation>
    </message>
    <message>
        <source>ledge-cli: unknown report format &apos;%1&apos; (use text, json or junit)</source>
        <translation>ledge-cli: formato de informe «%1» desconocido (use text, json o junit)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n error</numerusform>
            <numerusform>%1: %n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n advertencia</numerusform>
            <numerusform>, %n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>timings: load %1 ms, overlaps %2 ms, reachability %3 ms</source>
        <translation>tiempos: carga %1 ms, superposiciones %2 ms, alcanzabilidad %3 ms</translation>
    </message>
    <message>
        <source>ledge-cli: no importer reads &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: ningún importador lee «%1» (vea «ledge-cli formats»)</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: advertencia: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write %1: %2</source>
        <translation>ledge-cli: no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli: ningún exportador escribe «%1» (conocidos: %2)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli: ningún exportador llamado «%1» (conocidos: %2)</translation>
    </message>
    <message>
        <source>The file to read.</source>
        <translation>El archivo que se leerá.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>El archivo que se escribirá.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli convert IN OUT</source>
        <translation>Uso: ledge-cli convert IN OUT</translation>
    </message>
    <message>
        <source>The exporter to use (see &apos;ledge-cli formats&apos;).</source>
        <translation>El exportador que se usará (vea «ledge-cli formats»).</translation>
    </message>
    <message>
        <source>Write even when validation finds errors.</source>
        <translation>Escribe aunque la validación encuentre errores.</translation>
    </message>
    <message>
        <source>The level to export.</source>
        <translation>El nivel que se exportará.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli export LEVEL OUT [--format NAME] [--force]</source>
        <translation>Uso: ledge-cli export LEVEL OUT [--format NAME] [--force]</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: ningún exportador escribe «%1» (vea «ledge-cli formats»)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: ningún exportador llamado «%1» (vea «ledge-cli formats»)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: export refused: %n error(s); fix them or use --force</source>
        <translation>
            <numerusform>ledge-cli: exportación rechazada: %n error; corríjalo o use --force</numerusform>
            <numerusform>ledge-cli: exportación rechazada: %n errores; corríjalos o use --force</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: exporting despite %n error(s) (--force)</source>
        <translation>
            <numerusform>ledge-cli: exportando a pesar de %n error (--force)</numerusform>
            <numerusform>ledge-cli: exportando a pesar de %n errores (--force)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image pixels per level unit (default 1).</source>
        <translation>Píxeles de imagen por unidad del nivel (por defecto, 1).</translation>
    </message>
    <message>
        <source>Comma-separated overlays: issues, reach (default none).</source>
        <translation>Capas superpuestas separadas por comas: issues, reach (por defecto, ninguna).</translation>
    </message>
    <message>
        <source>The level to draw.</source>
        <translation>El nivel que se dibujará.</translation>
    </message>
    <message>
        <source>The picture to write (.png).</source>
        <translation>La imagen que se escribirá (.png).</translation>
    </message>
    <message>
        <source>Usage: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach]</source>
        <translation>Uso: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach]</translation>
    </message>
    <message>
        <source>ledge-cli: --scale wants a number above 0 and at most 64, not &apos;%1&apos;</source>
        <translation>ledge-cli: --scale espera un número mayor que 0 y como máximo 64, no «%1»</translation>
    </message>
    <message>
        <source>ledge-cli: unknown overlay &apos;%1&apos; (use issues, reach)</source>
        <translation>ledge-cli: capa superpuesta «%1» desconocida (use issues, reach)</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write pictures of type &apos;%1&apos; (use .png)</source>
        <translation>ledge-cli: no se pueden escribir imágenes de tipo «%1» (use .png)</translation>
    </message>
    <message>
        <source>Usage: ledge-cli formats</source>
        <translation>Uso: ledge-cli formats</translation>
    </message>
    <message>
        <source>ledge-cli: unknown command &apos;%1&apos;</source>
        <translation>ledge-cli: comando «%1» desconocido</translation>
    </message>
    <message>
        <source>Usage: ledge-cli COMMAND ...
Commands:
  validate LEVEL [--format text|json|junit] [--timings]
                   check a level; exit 0 when it has no errors, 1 when it has, 2 on bad input
  export LEVEL OUT [--format NAME] [--force]
                   validate, then write OUT with an exporter; refuses (exit 1) on errors
  convert IN OUT   read IN with an importer (e.g. a Tiled map) and write OUT
  render LEVEL OUT.png [--scale S] [--overlay issues,reach]
                   draw the level, its overlaps and reachability as a picture
  formats          list importers, exporters and rules, with their plugin file
  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]
                   write a large generated level, for benchmarks and stress tests
Run &apos;ledge-cli COMMAND --help&apos; for the options of a command.</source>
        <translation>Uso: ledge-cli COMANDO ...
Comandos:
  validate LEVEL [--format text|json|junit] [--timings]
                   comprueba un nivel; sale con 0 sin errores, 1 con errores, 2 si la entrada no es válida
  export LEVEL OUT [--format NAME] [--force]
                   valida y luego escribe OUT con un exportador; se niega (salida 1) si hay errores
  convert IN OUT   lee IN con un importador (p. ej., un mapa de Tiled) y escribe OUT
  render LEVEL OUT.png [--scale S] [--overlay issues,reach]
                   dibuja el nivel, sus superposiciones y su alcanzabilidad en una imagen
  formats          lista los importadores, exportadores y reglas, con su archivo de plugin
  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]
                   escribe un nivel grande generado, para pruebas de rendimiento y de carga
Ejecute «ledge-cli COMANDO --help» para ver las opciones de un comando.</translation>
    </message>
    <message>
        <source>Number of solid shapes (default 10000).</source>
        <translation>Número de formas sólidas (por defecto, 10000).</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>Semilla aleatoria (por defecto, 1).</translation>
    </message>
    <message>
        <source>platformer or topdown (default platformer).</source>
        <translation>platformer o topdown (por defecto, platformer).</translation>
    </message>
    <message>
        <source>Share of shapes grown into a neighbour, 0 to 1 (default 0.05).</source>
        <translation>Proporción de formas que crecen hasta invadir una vecina, de 0 a 1 (por defecto, 0.05).</translation>
    </message>
    <message>
        <source>Add a tile layer.</source>
        <translation>Añade una capa de tiles.</translation>
    </message>
    <message>
        <source>The level to write.</source>
        <translation>El nivel que se escribirá.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</source>
        <translation>Uso: ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</translation>
    </message>
    <message>
        <source>ledge-cli: generate: --shapes must be 1 to 10000000, --seed a whole number, --overlap between 0 and 1, --mode platformer or topdown</source>
        <translation>ledge-cli: generate: --shapes debe ser de 1 a 10000000, --seed un número entero, --overlap entre 0 y 1, --mode platformer o topdown</translation>
    </message>
</context>
<context>
    <name>LedgeFormatPlugin</name>
    <message>
        <source>Ledge level</source>
        <translation>Nivel de Ledge</translation>
    </message>
</context>
<context>
    <name>LevelFile</name>
    <message>
        <source>required member is missing</source>
        <translation>falta un miembro obligatorio</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>se esperaba true o false</translation>
    </message>
    <message>
        <source>expected a positive integer</source>
        <translation>se esperaba un entero positivo</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1</source>
        <translation>se esperaba un entero de 1 a %L1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>se esperaba un array</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation>valor &quot;%1&quot; desconocido; se esperaba uno de: %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;: this is not a Ledge level</source>
        <translation>se esperaba &quot;%1&quot;: esto no es un nivel de Ledge</translation>
    </message>
    <message>
        <source>version %1 is newer than this program supports (%2)</source>
        <translation>la versión %1 es más reciente de lo que admite este programa (%2)</translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation>se esperaba un número positivo</translation>
    </message>
    <message>
        <source>layer id %1 is already used at %2</source>
        <translation>el id de capa %1 ya se usa en %2</translation>
    </message>
    <message>
        <source>expected %1 rows of tiles (grid rows), found %2</source>
        <translation>se esperaban %L1 filas de tiles (filas de la cuadrícula), se encontraron %L2</translation>
    </message>
    <message>
        <source>expected %1 tiles (grid columns), found %2</source>
        <translation>se esperaban %L1 tiles (columnas de la cuadrícula), se encontraron %L2</translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot; in column %2; expected one of: . # = ^</source>
        <translation>tile &quot;%1&quot; desconocido en la columna %2; se esperaba uno de: . # = ^</translation>
    </message>
    <message>
        <source>object id %1 is already used at %2</source>
        <translation>el id de objeto %1 ya se usa en %2</translation>
    </message>
    <message>
        <source>a point is only allowed for spawn, goal and pickup, not for %1</source>
        <translation>un punto solo se permite para spawn, goal y pickup, no para %1</translation>
    </message>
    <message>
        <source>expected a string, a number or true or false</source>
        <translation>se esperaba una cadena, un número, true o false</translation>
    </message>
    <message>
        <source>expected a point [x, y]</source>
        <translation>se esperaba un punto [x, y]</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON no válido: %1</translation>
    </message>
    <message>
        <source>expected an object at the top level</source>
        <translation>se esperaba un objeto en el nivel superior</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>no se puede abrir el archivo: %1</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>no se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>solo se pudieron escribir %L1 de %L2 bytes</translation>
    </message>
    <message>
        <source>the grid cell size must be positive</source>
        <translation>el tamaño de celda de la cuadrícula debe ser positivo</translation>
    </message>
    <message>
        <source>the grid needs 1 to %1 columns and rows</source>
        <translation>la cuadrícula necesita de 1 a %L1 columnas y filas</translation>
    </message>
    <message>
        <source>object %1 is a point, which only spawn, goal and pickup may be</source>
        <translation>el objeto %1 es un punto, algo que solo pueden ser spawn, goal y pickup</translation>
    </message>
    <message>
        <source>the cell size %1 times %2 cells exceeds the largest number</source>
        <translation>el tamaño de celda %L1 por %L2 celdas supera el mayor número representable</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than the %2 MiB a level may have</source>
        <translation>el archivo tiene %L1 bytes, más de los %L2 MiB que puede tener un nivel</translation>
    </message>
    <message>
        <source>arrays and objects nested more deeply than a JSON reader accepts</source>
        <translation>arrays y objetos anidados a más profundidad de la que acepta un lector de JSON</translation>
    </message>
    <message>
        <source>numbers must fit in a double, at most about 1.8e308</source>
        <translation>los números deben caber en un double, como máximo unos 1.8e308</translation>
    </message>
    <message>
        <source>NaN and Infinity are not JSON numbers</source>
        <translation>NaN e Infinity no son números JSON</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>the grid cell size times the cells exceeds the largest number</source>
        <translation>el tamaño de celda por el número de celdas supera el mayor número representable</translation>
    </message>
    <message>
        <source>layer id %1 is not from 1 to %2</source>
        <translation>el id de capa %1 no está entre 1 y %2</translation>
    </message>
    <message>
        <source>object id %1 is not from 1 to %2</source>
        <translation>el id de objeto %1 no está entre 1 y %2</translation>
    </message>
    <message>
        <source>no type &quot;%1&quot; in /types</source>
        <translation>no hay ningún tipo «%1» en /types</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>se esperaba una cadena no vacía</translation>
    </message>
    <message>
        <source>the type &quot;%1&quot; is defined twice</source>
        <translation>el tipo «%1» está definido dos veces</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is defined twice</source>
        <translation>el campo «%1» está definido dos veces</translation>
    </message>
    <message>
        <source>expected a default of type %1</source>
        <translation>se esperaba un valor predeterminado de tipo %1</translation>
    </message>
</context>
<context>
    <name>ObjectOps</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Eliminar %n objeto</numerusform>
            <numerusform>Eliminar %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n object(s)</source>
        <translation>
            <numerusform>Duplicar %n objeto</numerusform>
            <numerusform>Duplicar %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Flip slope</source>
        <translation>Invertir rampa</translation>
    </message>
    <message>
        <source>The objects no longer exist.</source>
        <translation>Los objetos ya no existen.</translation>
    </message>
    <message>
        <source>The objects no longer overlap.</source>
        <translation>Los objetos ya no se superponen.</translation>
    </message>
    <message>
        <source>Separate objects</source>
        <translation>Separar objetos</translation>
    </message>
    <message>
        <source>Markers cannot be merged.</source>
        <translation>Los marcadores no se pueden fusionar.</translation>
    </message>
    <message>
        <source>The union of these shapes is not one simple polygon.</source>
        <translation>La unión de estas formas no es un único polígono simple.</translation>
    </message>
    <message>
        <source>The union of these shapes is degenerate.</source>
        <translation>La unión de estas formas es degenerada.</translation>
    </message>
    <message>
        <source>Merge objects</source>
        <translation>Fusionar objetos</translation>
    </message>
    <message>
        <source>Align objects</source>
        <translation>Alinear objetos</translation>
    </message>
    <message>
        <source>Distribute objects</source>
        <translation>Distribuir objetos</translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s) to another layer</source>
        <translation>
            <numerusform>Mover %n objeto a otra capa</numerusform>
            <numerusform>Mover %n objetos a otra capa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PluginManager</name>
    <message>
        <source>%1 threw an exception: %2</source>
        <translation>%1 lanzó una excepción: %2</translation>
    </message>
    <message>
        <source>%1 threw an unknown exception</source>
        <translation>%1 lanzó una excepción desconocida</translation>
    </message>
    <message>
        <source>a plugin of the same file name is already loaded from %1</source>
        <translation>ya se cargó un plugin con el mismo nombre de archivo desde %1</translation>
    </message>
    <message>
        <source>not a Qt plugin (no plugin metadata)</source>
        <translation>no es un plugin de Qt (sin metadatos de plugin)</translation>
    </message>
    <message>
        <source>not a Ledge plugin (interface %1)</source>
        <translation>no es un plugin de Ledge (interfaz %1)</translation>
    </message>
    <message>
        <source>built for plugin API version %1, this program supports version %2</source>
        <translation>compilado para la versión %1 de la API de plugins; este programa admite la versión %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>disabled in the settings</source>
        <translation>desactivado en los ajustes</translation>
    </message>
    <message>
        <source>implements no Ledge interface of API version %1</source>
        <translation>no implementa ninguna interfaz de Ledge de la versión %1 de la API</translation>
    </message>
    <message>
        <source>The importer</source>
        <translation>El importador</translation>
    </message>
    <message>
        <source>the importer returned no level</source>
        <translation>el importador no devolvió ningún nivel</translation>
    </message>
    <message>
        <source>The exporter</source>
        <translation>El exportador</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>La regla</translation>
    </message>
</context>
<context>
    <name>PngExportPlugin</name>
    <message>
        <source>Picture of the level (PNG)</source>
        <translation>Imagen del nivel (PNG)</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Solid</source>
        <translation>Sólido</translation>
    </message>
    <message>
        <source>One-way</source>
        <translation>Un sentido</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Peligro</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Disparador</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Punto de aparición</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coleccionable</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>Solid</source>
        <translation>Sólido</translation>
    </message>
    <message>
        <source>One-way</source>
        <translation>Un sentido</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Peligro</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Disparador</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Punto de aparición</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coleccionable</translation>
    </message>
</context>
<context>
    <name>TiledFormat</name>
    <message>
        <source>the zlib-compressed tile data is damaged</source>
        <translation>los datos de tiles comprimidos con zlib están dañados</translation>
    </message>
    <message>
        <source>tile data compressed with %1 is not supported (save the map with CSV or zlib)</source>
        <translation>los datos de tiles comprimidos con %1 no son compatibles (guarde el mapa con CSV o zlib)</translation>
    </message>
    <message>
        <source>the layer has %1 cells, expected %2</source>
        <translation>la capa tiene %L1 celdas, se esperaban %L2</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>objeto %1</translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation>objeto %1 «%2»</translation>
    </message>
    <message>
        <source>layer %1 &apos;%2&apos;</source>
        <translation>capa %1 «%2»</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos;</source>
        <translation>capa «%1»</translation>
    </message>
    <message>
        <source>the map is %1, not orthogonal: positions are taken as they are</source>
        <translation>el mapa es %1, no ortogonal: las posiciones se toman tal cual</translation>
    </message>
    <message>
        <source>the map is infinite: its tiles are skipped and the level takes the map&apos;s nominal size</source>
        <translation>el mapa es infinito: sus tiles se omiten y el nivel toma el tamaño nominal del mapa</translation>
    </message>
    <message>
        <source>tiles are %1x%2, Ledge cells are square: cells are %1 wide</source>
        <translation>los tiles miden %1x%2, las celdas de Ledge son cuadradas: las celdas miden %1 de ancho</translation>
    </message>
    <message>
        <source>external tileset &apos;%1&apos; could not be read: its tiles count as solid</source>
        <translation>no se pudo leer el tileset externo «%1»: sus tiles cuentan como sólidos</translation>
    </message>
    <message>
        <source>image %1 skipped: Ledge has no image layers</source>
        <translation>%1 (imagen) omitida: Ledge no tiene capas de imagen</translation>
    </message>
    <message>
        <source>tile %1 skipped: the map is too large for tiles (%2x%3)</source>
        <translation>%1 (tiles) omitida: el mapa es demasiado grande para tiles (%2x%3)</translation>
    </message>
    <message>
        <source>tile %1 skipped: %2</source>
        <translation>%1 (tiles) omitida: %2</translation>
    </message>
    <message>
        <source>the tiles of an infinite map are not supported</source>
        <translation>los tiles de un mapa infinito no son compatibles</translation>
    </message>
    <message>
        <source>tile %1: tiles without a &apos;kind&apos; property were imported as solid cells%2</source>
        <translation>%1 (tiles): los tiles sin la propiedad «kind» se importaron como celdas sólidas%2</translation>
    </message>
    <message>
        <source> in a layer that does not collide</source>
        <translation> en una capa que no colisiona</translation>
    </message>
    <message>
        <source>tile %1: cells outside the map&apos;s %2x%3 grid skipped</source>
        <translation>%1 (tiles): se omitieron las celdas fuera de la cuadrícula de %2x%3 del mapa</translation>
    </message>
    <message>
        <source>%1: the id is used twice, the second one becomes %2</source>
        <translation>%1: el id se usa dos veces, el segundo pasa a ser %2</translation>
    </message>
    <message>
        <source>%1 skipped: polylines have no inside</source>
        <translation>%1 omitido: las polilíneas no tienen interior</translation>
    </message>
    <message>
        <source>%1 skipped: text objects are not supported</source>
        <translation>%1 omitido: los objetos de texto no son compatibles</translation>
    </message>
    <message>
        <source>%1 skipped: tile objects are not supported</source>
        <translation>%1 omitido: los objetos de tile no son compatibles</translation>
    </message>
    <message>
        <source>%1 skipped: objects from templates are not supported</source>
        <translation>%1 omitido: los objetos de plantillas no son compatibles</translation>
    </message>
    <message>
        <source>%1 skipped: a point must have the class spawn, goal or pickup</source>
        <translation>%1 omitido: un punto debe tener la clase spawn, goal o pickup</translation>
    </message>
    <message>
        <source>%1: rotated rectangle converted to a polygon</source>
        <translation>%1: rectángulo girado convertido en polígono</translation>
    </message>
    <message>
        <source>%1: ellipse with unequal sides converted to a polygon</source>
        <translation>%1: elipse con lados desiguales convertida en polígono</translation>
    </message>
    <message>
        <source>%1: class slope, but not a right triangle of a slope; kept as a polygon</source>
        <translation>%1: clase slope, pero no es el triángulo rectángulo de una rampa; se conserva como polígono</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; of a custom class skipped</source>
        <translation>%1: se omitió la propiedad «%2» de una clase personalizada</translation>
    </message>
    <message>
        <source>the tiles of an infinite map (chunks) are not supported</source>
        <translation>los tiles de un mapa infinito (chunks) no son compatibles</translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation>la capa no tiene datos de tiles</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>posición %1: %2</translation>
    </message>
    <message>
        <source>not a Tiled map: no &quot;layers&quot;</source>
        <translation>no es un mapa de Tiled: no hay &quot;layers&quot;</translation>
    </message>
    <message>
        <source>not a Tiled map: no &lt;map&gt; element</source>
        <translation>no es un mapa de Tiled: no hay elemento &lt;map&gt;</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>tile %1 skipped: it has no tile data for its %2x%3 cells</source>
        <translation>%1 (tiles) omitida: no tiene datos de tiles para sus %2x%3 celdas</translation>
    </message>
    <message>
        <source>groups nested more than %1 deep</source>
        <translation>grupos anidados a más de %L1 niveles</translation>
    </message>
</context>
<context>
    <name>TmjPlugin</name>
    <message>
        <source>Tiled map (JSON)</source>
        <translation>Mapa de Tiled (JSON)</translation>
    </message>
</context>
<context>
    <name>TmxPlugin</name>
    <message>
        <source>Tiled map (XML)</source>
        <translation>Mapa de Tiled (XML)</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> y %n más</numerusform>
            <numerusform> y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level has %n spawns; it needs exactly one</source>
        <translation>
            <numerusform>El nivel tiene %n punto de aparición; necesita exactamente uno</numerusform>
            <numerusform>El nivel tiene %n puntos de aparición; necesita exactamente uno</numerusform>
        </translation>
    </message>
    <message>
        <source>solid</source>
        <comment>role in the middle of a sentence</comment>
        <translation>sólido</translation>
    </message>
    <message>
        <source>one-way platform</source>
        <comment>role in the middle of a sentence</comment>
        <translation>plataforma de un sentido</translation>
    </message>
    <message>
        <source>hazard</source>
        <comment>role in the middle of a sentence</comment>
        <translation>peligro</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>role in the middle of a sentence</comment>
        <translation>disparador</translation>
    </message>
    <message>
        <source>spawn</source>
        <comment>role in the middle of a sentence</comment>
        <translation>punto de aparición</translation>
    </message>
    <message>
        <source>goal</source>
        <comment>role in the middle of a sentence</comment>
        <translation>meta</translation>
    </message>
    <message>
        <source>pickup</source>
        <comment>role in the middle of a sentence</comment>
        <translation>coleccionable</translation>
    </message>
    <message>
        <source>Solid</source>
        <translation>Sólido</translation>
    </message>
    <message>
        <source>One-way platform</source>
        <translation>Plataforma de un sentido</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Peligro</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Disparador</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Punto de aparición</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coleccionable</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1 #%2 &apos;%3&apos;</source>
        <translation>%1 #%2 «%3»</translation>
    </message>
    <message>
        <source>a coordinate is not a finite number</source>
        <translation>una coordenada no es un número finito</translation>
    </message>
    <message>
        <source>its size is zero or negative</source>
        <translation>su tamaño es cero o negativo</translation>
    </message>
    <message>
        <source>a polygon needs at least 3 points</source>
        <translation>un polígono necesita al menos 3 puntos</translation>
    </message>
    <message>
        <source>the polygon has no area</source>
        <translation>el polígono no tiene área</translation>
    </message>
    <message>
        <source>the polygon crosses itself</source>
        <translation>el polígono se cruza consigo mismo</translation>
    </message>
    <message>
        <source>%1 has an invalid shape: %2</source>
        <translation>%1 tiene una forma no válida: %2</translation>
    </message>
    <message>
        <source>%1 lies outside the level</source>
        <translation>%1 está fuera del nivel</translation>
    </message>
    <message>
        <source>%1 overlaps %2</source>
        <translation>%1 se superpone con %2</translation>
    </message>
    <message>
        <source>Tile layers &apos;%1&apos; and &apos;%2&apos; both fill %3</source>
        <translation>Las capas de tiles «%1» y «%2» rellenan ambas %3</translation>
    </message>
    <message>
        <source>The level has no spawn: place one with the spawn tool</source>
        <translation>El nivel no tiene punto de aparición: coloque uno con la herramienta Punto de aparición</translation>
    </message>
    <message>
        <source>The player does not fit at %1: its box overlaps a solid</source>
        <translation>El jugador no cabe en el %1: su caja se superpone con un sólido</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn</source>
        <translation>%1 es inalcanzable desde el punto de aparición</translation>
    </message>
    <message numerus="yes">
        <source>%1 overlaps %n solid tile(s) at %2</source>
        <translation>
            <numerusform>%1 se superpone con %n tile sólido en %2</numerusform>
            <numerusform>%1 se superpone con %n tiles sólidos en %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not reached before the search stopped at its limit of %L2 states</source>
        <translation>%1 no se alcanzó antes de que la búsqueda se detuviera en su límite de %L2 estados</translation>
    </message>
</context>
<context>
    <name>ledge::Document</name>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
</context>
<context>
    <name>ledge::IssuesDock</name>
    <message>
        <source>Issues</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>No issues: the level is valid.</source>
        <translation>Sin problemas: el nivel es válido.</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Ir a</translation>
    </message>
    <message>
        <source>Separate (move #%1 out)</source>
        <translation>Separar (apartar #%1)</translation>
    </message>
    <message>
        <source>Merge into one polygon</source>
        <translation>Fusionar en un solo polígono</translation>
    </message>
    <message>
        <source>Errors: %1    Warnings: %2</source>
        <translation>Errores: %1    Advertencias: %2</translation>
    </message>
    <message>
        <source>Nothing to fix. Overlaps, shapes out of bounds and targets the player cannot reach are listed here as you edit.</source>
        <translation>Nada que corregir. Las superposiciones, las formas fuera de límites y los objetivos que el jugador no puede alcanzar aparecen aquí mientras edita.</translation>
    </message>
</context>
<context>
    <name>ledge::LayersDock</name>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>Visible</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Bloqueada</translation>
    </message>
    <message>
        <source>Collides: takes part in validation</source>
        <translation>Colisiona: participa en la validación</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Add an objects layer</source>
        <translation>Añadir una capa de objetos</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Add a tiles layer</source>
        <translation>Añadir una capa de tiles</translation>
    </message>
    <message>
        <source>Raise layer</source>
        <translation>Subir capa</translation>
    </message>
    <message>
        <source>Lower layer</source>
        <translation>Bajar capa</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Eliminar capa</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>Tiles %1</source>
        <translation>Tiles %1</translation>
    </message>
    <message>
        <source>Objects %1</source>
        <translation>Objetos %1</translation>
    </message>
</context>
<context>
    <name>ledge::MainWindow</name>
    <message>
        <source>Ledge levels (*.ledge);;All files (*)</source>
        <translation>Niveles de Ledge (*.ledge);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleccionar t&amp;odo</translation>
    </message>
    <message>
        <source>&amp;Flip Slope</source>
        <translation>&amp;Invertir rampa</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to Level</source>
        <translation>Ajustar al &amp;nivel</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>Ajustar a la &amp;cuadrícula</translation>
    </message>
    <message>
        <source>Snap: 1/%1 cell</source>
        <translation>Ajuste: 1/%1 de celda</translation>
    </message>
    <message>
        <source>Snap: off</source>
        <translation>Ajuste: desactivado</translation>
    </message>
    <message>
        <source>Whole Cells</source>
        <translation>Celdas completas</translation>
    </message>
    <message>
        <source>1/%1 Cell</source>
        <translation>1/%1 de celda</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polígono</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>Rampa</translation>
    </message>
    <message>
        <source>Tile Brush</source>
        <translation>Pincel de tiles</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Punto de aparición</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coleccionable</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>Eraser for the tile brush (X); the right button always erases</source>
        <translation>Borrador del pincel de tiles (X); el botón derecho siempre borra</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;About Ledge</source>
        <translation>Acerca &amp;de Ledge</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Snap Subdivisions</source>
        <translation>Subdivisiones del ajuste</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source> New shapes: </source>
        <translation> Formas nuevas: </translation>
    </message>
    <message>
        <source>  Tiles: </source>
        <translation>  Tiles: </translation>
    </message>
    <message>
        <source>Solid #</source>
        <translation>Sólido #</translation>
    </message>
    <message>
        <source>One-way =</source>
        <translation>Un sentido =</translation>
    </message>
    <message>
        <source>Hazard ^</source>
        <translation>Peligro ^</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;abierto&gt;</translation>
    </message>
    <message>
        <source>%1, %2 px   cell %3, %4</source>
        <translation>%L1; %L2 px   celda %3; %4</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %L1 %</translation>
    </message>
    <message>
        <source>✔ valid</source>
        <translation>✔ válido</translation>
    </message>
    <message>
        <source>%1[*] — Ledge</source>
        <translation>%1[*] — Ledge</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Cannot open level</source>
        <translation>No se puede abrir el nivel</translation>
    </message>
    <message>
        <source>The level could not be opened:

%1</source>
        <translation>No se pudo abrir el nivel:

%1</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Abrir nivel</translation>
    </message>
    <message>
        <source>Cannot save level</source>
        <translation>No se puede guardar el nivel</translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation>Guardar nivel como</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Desea guardarlos?</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Desplazar la vista</translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation>Botón central o Espacio+arrastrar</translation>
    </message>
    <message>
        <source>Zoom at cursor</source>
        <translation>Zoom en el cursor</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+rueda</translation>
    </message>
    <message>
        <source>Nudge selection 1 px / 1 cell</source>
        <translation>Desplazar la selección 1 px / 1 celda</translation>
    </message>
    <message>
        <source>Arrows / Shift+arrows</source>
        <translation>Flechas / Mayús+flechas</translation>
    </message>
    <message>
        <source>Add to selection</source>
        <translation>Añadir a la selección</translation>
    </message>
    <message>
        <source>Shift+click or Ctrl+click</source>
        <translation>Mayús+clic o Ctrl+clic</translation>
    </message>
    <message>
        <source>Insert polygon vertex</source>
        <translation>Insertar vértice de polígono</translation>
    </message>
    <message>
        <source>Double-click an edge</source>
        <translation>Doble clic en una arista</translation>
    </message>
    <message>
        <source>Close polygon / drop last vertex / cancel</source>
        <translation>Cerrar polígono / quitar último vértice / cancelar</translation>
    </message>
    <message>
        <source>Enter or double-click / Backspace / Esc</source>
        <translation>Intro o doble clic / Retroceso / Esc</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Borrar tiles</translation>
    </message>
    <message>
        <source>Right button</source>
        <translation>Botón derecho</translation>
    </message>
    <message>
        <source>About Ledge</source>
        <translation>Acerca de Ledge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;A level editor for 2D games: draw shapes and tiles on a grid, see every overlap while you drag, and prove every goal reachable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;Un editor de niveles para juegos 2D: dibuje formas y tiles en una cuadrícula, vea cada superposición mientras arrastra y demuestre que cada meta es alcanzable.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Errors: %1 · Warnings: %2</source>
        <translation>Errores: %1 · Advertencias: %2</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>No importer reads %1.</source>
        <translation>Ningún importador lee %1.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>No importer plugin is loaded.</source>
        <translation>No hay ningún plugin de importación cargado.</translation>
    </message>
    <message>
        <source>All supported formats (%1)</source>
        <translation>Todos los formatos compatibles (%1)</translation>
    </message>
    <message>
        <source>Import Level</source>
        <translation>Importar nivel</translation>
    </message>
    <message>
        <source>Cannot import level</source>
        <translation>No se puede importar el nivel</translation>
    </message>
    <message>
        <source>The file could not be imported:

%1</source>
        <translation>No se pudo importar el archivo:

%1</translation>
    </message>
    <message>
        <source>Import warnings</source>
        <translation>Advertencias de importación</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) of %1 could not be imported exactly.</source>
        <translation>
            <numerusform>%n elemento de %1 no se pudo importar con exactitud.</numerusform>
            <numerusform>%n elementos de %1 no se pudieron importar con exactitud.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export level</source>
        <translation>No se puede exportar el nivel</translation>
    </message>
    <message>
        <source>No exporter writes %1.</source>
        <translation>Ningún exportador escribe %1.</translation>
    </message>
    <message>
        <source>The level has errors</source>
        <translation>El nivel tiene errores</translation>
    </message>
    <message numerus="yes">
        <source>The level has %n error(s). Export it anyway?</source>
        <translation>
            <numerusform>El nivel tiene %n error. ¿Exportarlo de todos modos?</numerusform>
            <numerusform>El nivel tiene %n errores. ¿Exportarlo de todos modos?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Exportar de todos modos</translation>
    </message>
    <message>
        <source>Export warnings</source>
        <translation>Advertencias de exportación</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) could not be exported exactly.</source>
        <translation>
            <numerusform>%n elemento no se pudo exportar con exactitud.</numerusform>
            <numerusform>%n elementos no se pudieron exportar con exactitud.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>No exporter plugin is loaded.</source>
        <translation>No hay ningún plugin de exportación cargado.</translation>
    </message>
    <message>
        <source>Export Level</source>
        <translation>Exportar nivel</translation>
    </message>
    <message>
        <source>%1 was removed from the disk</source>
        <translation>%1 se eliminó del disco</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 fue modificado por otro programa. ¿Volver a cargarlo?</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it and lose your unsaved changes?</source>
        <translation>%1 fue modificado por otro programa. ¿Volver a cargarlo y perder los cambios sin guardar?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Archivo modificado en el disco</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>Ledge did not close cleanly. Unsaved changes to %1 from %2 were kept. Restore them?</source>
        <translation>Ledge no se cerró correctamente. Se conservaron los cambios sin guardar de %1 del %2. ¿Restaurarlos?</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>No se puede restaurar</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>%1 is not a level: Ledge opens its own levels and the maps its importers read (%2).</source>
        <translation>%1 no es un nivel: Ledge abre sus propios niveles y los mapas que leen sus importadores (%2).</translation>
    </message>
    <message>
        <source>Levels and maps (%1)</source>
        <translation>Niveles y mapas (%1)</translation>
    </message>
    <message>
        <source>Object &amp;Types…</source>
        <translation>&amp;Tipos de objeto…</translation>
    </message>
</context>
<context>
    <name>ledge::MarkerTool</name>
    <message>
        <source>Move spawn</source>
        <translation>Mover punto de aparición</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to place markers on</source>
        <translation>No hay ninguna capa de objetos visible y desbloqueada donde colocar marcadores</translation>
    </message>
</context>
<context>
    <name>ledge::MultiEditPanel</name>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Propiedad</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Move by</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Arriba</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Abajo</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Alinear</translation>
    </message>
    <message>
        <source>Distribute</source>
        <translation>Distribuir</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>En horizontal</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>En vertical</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Cambiar el rol</translation>
    </message>
    <message>
        <source>Rename objects</source>
        <translation>Renombrar objetos</translation>
    </message>
    <message>
        <source>Set property</source>
        <translation>Definir propiedad</translation>
    </message>
    <message>
        <source>Move objects</source>
        <translation>Mover objetos</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(varios)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
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
        <translation>Dos sólidos dejan un hueco más estrecho que el jugador sin tocarse.</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>de ancho</translation>
    </message>
    <message>
        <source>high</source>
        <translation>de alto</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>los tiles</translation>
    </message>
    <message>
        <source>%1 and %2 leave a gap %3 units %4, too narrow for the player</source>
        <translation>%1 y %2 dejan un hueco de %L3 unidades %4, demasiado estrecho para el jugador</translation>
    </message>
</context>
<context>
    <name>ledge::NewLevelDialog</name>
    <message>
        <source>New Level</source>
        <translation>Nuevo nivel</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plataformas</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Vista cenital</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Tamaño de celda</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
</context>
<context>
    <name>ledge::ObjectTypesDialog</name>
    <message>
        <source>Object Types</source>
        <translation>Tipos de objeto</translation>
    </message>
    <message>
        <source>Add type</source>
        <translation>Añadir tipo</translation>
    </message>
    <message>
        <source>Remove type</source>
        <translation>Quitar tipo</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>Add field</source>
        <translation>Añadir campo</translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation>Quitar campo</translation>
    </message>
    <message>
        <source>Fields of the type, with the value new objects of it get</source>
        <translation>Campos del tipo, con el valor que reciben sus objetos nuevos</translation>
    </message>
    <message>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>type%1</source>
        <translation>tipo%1</translation>
    </message>
    <message>
        <source>field%1</source>
        <translation>campo%1</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>Edit object types</source>
        <translation>Editar tipos de objeto</translation>
    </message>
</context>
<context>
    <name>ledge::OutlinerDock</name>
    <message>
        <source>box</source>
        <translation>rectángulo</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>círculo</translation>
    </message>
    <message>
        <source>polygon</source>
        <translation>polígono</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>rampa</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marcador</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>#%1 %2 %3</source>
        <translation>#%1 %2 %3</translation>
    </message>
    <message>
        <source>Rename object</source>
        <translation>Renombrar objeto</translation>
    </message>
    <message>
        <source>Search by name, #id, role or shape</source>
        <translation>Buscar por nombre, #id, rol o forma</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
</context>
<context>
    <name>ledge::PolygonTool</name>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation>No hay ninguna capa de objetos visible y desbloqueada donde dibujar</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels</source>
        <translation>
            <numerusform>%n vértice: Intro o doble clic cierra, Retroceso quita el último, Esc cancela</numerusform>
            <numerusform>%n vértices: Intro o doble clic cierra, Retroceso quita el último, Esc cancela</numerusform>
        </translation>
    </message>
    <message>
        <source>A polygon needs at least three vertices</source>
        <translation>Un polígono necesita al menos tres vértices</translation>
    </message>
</context>
<context>
    <name>ledge::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>New level cell size</source>
        <translation>Tamaño de celda de los niveles nuevos</translation>
    </message>
    <message>
        <source>New level columns</source>
        <translation>Columnas de los niveles nuevos</translation>
    </message>
    <message>
        <source>New level rows</source>
        <translation>Filas de los niveles nuevos</translation>
    </message>
    <message>
        <source>New level movement</source>
        <translation>Movimiento de los niveles nuevos</translation>
    </message>
    <message>
        <source>Snap to the grid</source>
        <translation>Ajustar a la cuadrícula</translation>
    </message>
    <message>
        <source>Snap subdivisions</source>
        <translation>Subdivisiones del ajuste</translation>
    </message>
    <message>
        <source>Autosave every (0 = never)</source>
        <translation>Autoguardado cada (0 = nunca)</translation>
    </message>
    <message>
        <source>Extra plugin folders (used from the next start)</source>
        <translation>Carpetas de plugins adicionales (se usan desde el próximo inicio)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Plugin Folder</source>
        <translation>Carpeta de plugins</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plataformas</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Vista cenital</translation>
    </message>
    <message>
        <source>Whole cells</source>
        <translation>Celdas completas</translation>
    </message>
    <message>
        <source>1/%1 cell</source>
        <translation>1/%1 de celda</translation>
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
        <translation>General</translation>
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
        <translation>Estado</translation>
    </message>
    <message>
        <source>Provides / reason</source>
        <translation>Proporciona / motivo</translation>
    </message>
</context>
<context>
    <name>ledge::PropertiesDock</name>
    <message>
        <source>Box</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polígono</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>Rampa</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
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
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radio</translation>
    </message>
    <message>
        <source>Rises right</source>
        <translation>Sube hacia la derecha</translation>
    </message>
    <message>
        <source>Rises left</source>
        <translation>Sube hacia la izquierda</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Superficie</translation>
    </message>
    <message>
        <source>Ceiling (solid above)</source>
        <translation>Techo (sólido arriba)</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vértices</translation>
    </message>
    <message>
        <source>Custom properties</source>
        <translation>Propiedades personalizadas</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>key%1</source>
        <translation>clave%1</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Añadir propiedad</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Quitar propiedad</translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>%n objeto seleccionado</numerusform>
            <numerusform>%n objetos seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <source>No selection</source>
        <translation>Sin selección</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Edit properties</source>
        <translation>Editar propiedades</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Set type</source>
        <translation>Definir tipo</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
</context>
<context>
    <name>ledge::ReachController</name>
    <message>
        <source>Show &amp;Reachability</source>
        <translation>&amp;Mostrar alcanzabilidad</translation>
    </message>
    <message>
        <source>&amp;Play Path</source>
        <translation>Re&amp;producir camino</translation>
    </message>
    <message>
        <source>Show where the player can go and the path to each goal and pickup (%1)</source>
        <translation>Muestra adónde puede ir el jugador y el camino hasta cada meta y coleccionable (%1)</translation>
    </message>
    <message>
        <source>Move the player along the path to the selected target (%1); Esc stops</source>
        <translation>Mueve al jugador por el camino hasta el objetivo seleccionado (%1); Esc lo detiene</translation>
    </message>
    <message>
        <source>Reachability: the region shown is partial; the search stopped at its limit of %L1 states</source>
        <translation>Alcanzabilidad: la región mostrada es parcial; la búsqueda se detuvo en su límite de %L1 estados</translation>
    </message>
</context>
<context>
    <name>ledge::Recovery</name>
    <message>
        <source>cannot create the recovery folder %1</source>
        <translation>no se puede crear la carpeta de recuperación %1</translation>
    </message>
    <message>
        <source>cannot create a recovery file in %1</source>
        <translation>no se puede crear un archivo de recuperación en %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>ledge::SelectTool</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>Mover %n objeto</numerusform>
            <numerusform>Mover %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>Move vertex</source>
        <translation>Mover vértice</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Redimensionar</translation>
    </message>
    <message>
        <source>Insert vertex</source>
        <translation>Insertar vértice</translation>
    </message>
    <message>
        <source>A polygon keeps at least three vertices</source>
        <translation>Un polígono conserva al menos tres vértices</translation>
    </message>
    <message>
        <source>Delete vertex</source>
        <translation>Eliminar vértice</translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation>
            <numerusform>Desplazar %n objeto</numerusform>
            <numerusform>Desplazar %n objetos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::SettingsDock</name>
    <message>
        <source>Level Settings</source>
        <translation>Ajustes del nivel</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Tamaño de celda</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Player movement</source>
        <translation>Movimiento del jugador</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plataformas</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Vista cenital</translation>
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
        <translation>Modo</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Run speed</source>
        <translation>Velocidad de carrera</translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation>Altura de salto</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Max fall speed</source>
        <translation>Velocidad máx. de caída</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Superposición</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Fuera de límites</translation>
    </message>
    <message>
        <source>Unreachable target</source>
        <translation>Objetivo inalcanzable</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
</context>
<context>
    <name>ledge::ShapeTool</name>
    <message>
        <source>Slope rises to the right</source>
        <translation>La rampa sube hacia la derecha</translation>
    </message>
    <message>
        <source>Slope rises to the left</source>
        <translation>La rampa sube hacia la izquierda</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation>No hay ninguna capa de objetos visible y desbloqueada donde dibujar</translation>
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
        <translation>No hay ninguna capa de tiles visible y desbloqueada donde pintar</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Level editor for 2D games</source>
        <translation>Editor de niveles para juegos 2D</translation>
    </message>
    <message>
        <source>The .ledge file to open.</source>
        <translation>El archivo .ledge que se abrirá.</translation>
    </message>
    <message>
        <source>Language of the interface (en, fr, pt_BR, de, es); default: the system&apos;s.</source>
        <translation>Idioma de la interfaz (en, fr, pt_BR, de, es); por defecto, el del sistema.</translation>
    </message>
</context>
</TS>
