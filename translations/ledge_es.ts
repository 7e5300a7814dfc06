<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>CollisionExportPlugin</name>
    <message>
        <source>Collision geometry for game engines (JSON)</source>
        <translation>Geometría de colisión para motores de juego (JSON)</translation>
    </message>
</context>
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
    <name>GodotFormat</name>
    <message>
        <source>line 1: not a Godot scene (it does not start with [gd_scene ...])</source>
        <translation>línea 1: no es una escena de Godot (no empieza con [gd_scene ...])</translation>
    </message>
    <message>
        <source>line 1: Ledge reads Godot 4 text scenes (format=3); this one has format=%1</source>
        <translation>línea 1: Ledge lee escenas de texto de Godot 4 (format=3); esta tiene format=%1</translation>
    </message>
    <message>
        <source>the scene has no node</source>
        <translation>la escena no tiene ningún nodo</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>a node without a name</source>
        <translation>un nodo sin nombre</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has no parent, but the scene already has a root</source>
        <translation>el nodo «%1» no tiene padre, pero la escena ya tiene una raíz</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: its parent &apos;%2&apos; is not defined before it</source>
        <translation>nodo «%1»: su padre «%2» no está definido antes que él</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is defined twice</source>
        <translation>el nodo «%1» está definido dos veces</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: &apos;%2&apos; is not a valid value</source>
        <translation>nodo «%1»: «%2» no es un valor válido</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has a script (%2): what it does is not imported</source>
        <translation>el nodo «%1» tiene un script (%2): lo que hace no se importa</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; (%2) skipped: tile map layers are not imported (their collision is in the tile set)</source>
        <translation>nodo «%1» (%2) omitido: las capas de tiles no se importan (su colisión está en el tileset)</translation>
    </message>
    <message>
        <source>body &apos;%1&apos; (%2) skipped: a moving body is not level geometry</source>
        <translation>cuerpo «%1» (%2) omitido: un cuerpo que se mueve no es geometría del nivel</translation>
    </message>
    <message>
        <source>marker &apos;%1&apos; skipped: its name says neither spawn, goal nor pickup</source>
        <translation>marcador «%1» omitido: su nombre no indica punto de aparición, meta ni coleccionable</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: it is disabled</source>
        <translation>forma «%1» omitida: está desactivada</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its polygon has fewer than 3 points</source>
        <translation>forma «%1» omitida: su polígono tiene menos de 3 puntos</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a polygon of segments, imported as a solid polygon</source>
        <translation>forma «%1»: un polígono de segmentos, importado como polígono relleno</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape is not in the scene (an external resource or none)</source>
        <translation>forma «%1» omitida: su forma no está en la escena (un recurso externo o ninguno)</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape resource &apos;%2&apos; is not defined</source>
        <translation>forma «%1» omitida: su recurso de forma «%2» no está definido</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a circle scaled unevenly, imported as a %2-point polygon</source>
        <translation>forma «%1»: un círculo escalado de forma desigual, importado como polígono de %2 puntos</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: Ledge does not import %2</source>
        <translation>forma «%1» omitida: Ledge no importa %2</translation>
    </message>
    <message>
        <source>metadata/ledge_settings of the root not understood: %1</source>
        <translation>metadata/ledge_settings de la raíz no se entiende: %1</translation>
    </message>
    <message>
        <source>the scene extends left of or above its origin: moved by (%1, %2) into the level</source>
        <translation>la escena sobrepasa a la izquierda o por encima de su origen: desplazada (%1, %2) dentro del nivel</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; to start a section</source>
        <translation>se esperaba «[» para empezar una sección</translation>
    </message>
    <message>
        <source>expected a section name after &apos;[&apos;</source>
        <translation>se esperaba un nombre de sección tras «[»</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the section</source>
        <translation>se esperaba «]» para cerrar la sección</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in a section header</source>
        <translation>«%1» inesperado en una cabecera de sección</translation>
    </message>
    <message>
        <source>expected &apos;=&apos; after &apos;%1&apos;</source>
        <translation>se esperaba «=» tras «%1»</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;; expected a property name</source>
        <translation>«%1» inesperado; se esperaba un nombre de propiedad</translation>
    </message>
    <message>
        <source>bad \u escape in a string</source>
        <translation>secuencia \u no válida en una cadena</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>una cadena no está cerrada</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>«%1» no es un número</translation>
    </message>
    <message>
        <source>values nested more than %1 deep</source>
        <translation>valores anidados a más de %1 niveles</translation>
    </message>
    <message>
        <source>expected a value, found the end of the file</source>
        <translation>se esperaba un valor, se encontró el final del archivo</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; where a value should be</source>
        <translation>«%1» inesperado donde debería haber un valor</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;%1&apos;</source>
        <translation>se esperaba «,» o «%1»</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; in a dictionary</source>
        <translation>se esperaba «:» en un diccionario</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in a dictionary</source>
        <translation>se esperaba «,» o «}» en un diccionario</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2: the scene file is not found, so it is not imported</source>
        <translation>el nodo «%1» es una instancia de %2: no se encuentra el archivo de escena, así que no se importa</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which contains itself: not imported</source>
        <translation>el nodo «%1» es una instancia de %2, que se contiene a sí misma: no se importa</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which cannot be read: %3</source>
        <translation>el nodo «%1» es una instancia de %2, que no se puede leer: %3</translation>
    </message>
    <message>
        <source>in &apos;%1&apos; (%2): %3</source>
        <translation>en «%1» (%2): %3</translation>
    </message>
</context>
<context>
    <name>ImportProfile</name>
    <message>
        <source>expected a role (solid, oneway, hazard, trigger, spawn, goal or pickup)</source>
        <translation>se esperaba un rol (solid, oneway, hazard, trigger, spawn, goal o pickup)</translation>
    </message>
    <message>
        <source>expected an array of layer name patterns</source>
        <translation>se esperaba una lista de patrones de nombres de capa</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>no es JSON: %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>expected &quot;ledge-import-profile&quot;</source>
        <translation>se esperaba &quot;ledge-import-profile&quot;</translation>
    </message>
    <message>
        <source>this version of Ledge reads import profiles of version 1</source>
        <translation>esta versión de Ledge lee perfiles de importación de la versión 1</translation>
    </message>
    <message>
        <source>expected an object with &quot;collide&quot; and &quot;ignore&quot;</source>
        <translation>se esperaba un objeto con &quot;collide&quot; e &quot;ignore&quot;</translation>
    </message>
    <message>
        <source>expected an object from role to property name</source>
        <translation>se esperaba un objeto de rol a nombre de propiedad</translation>
    </message>
    <message>
        <source>expected a property name</source>
        <translation>se esperaba un nombre de propiedad</translation>
    </message>
    <message>
        <source>expected an object from class to role</source>
        <translation>se esperaba un objeto de clase a rol</translation>
    </message>
    <message>
        <source>expected an object from value to role</source>
        <translation>se esperaba un objeto de valor a rol</translation>
    </message>
    <message>
        <source>expected solid, oneway, hazard or none</source>
        <translation>se esperaba solid, oneway, hazard o none</translation>
    </message>
</context>
<context>
    <name>LdtkFormat</name>
    <message>
        <source>object %1</source>
        <translation>objeto %1</translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation>objeto %1 «%2»</translation>
    </message>
    <message>
        <source>cell size %1 rounded to %2: LDtk grids are whole pixels</source>
        <translation>tamaño de celda %1 redondeado a %2: las cuadrículas de LDtk son de píxeles enteros</translation>
    </message>
    <message>
        <source>%1 (%2) left out: LDtk IntGrid holds whole cells only</source>
        <translation>%1 (%2) omitido: un IntGrid de LDtk solo guarda celdas enteras</translation>
    </message>
    <message>
        <source>%1 (%2) written as its bounding box</source>
        <translation>%1 (%2) escrito como su rectángulo envolvente</translation>
    </message>
    <message>
        <source>%1: a point, written as a %2 x %2 entity centred on it</source>
        <translation>%1: un punto, escrito como una entidad de %2 x %2 centrada en él</translation>
    </message>
    <message>
        <source>%1 line %2: %3: %4</source>
        <translation>%1 línea %2: %3: %4</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1 line %2: not JSON: %3</source>
        <translation>%1 línea %2: no es JSON: %3</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (the top level is not a JSON object)</source>
        <translation>%1: no es un proyecto de LDtk (el nivel superior no es un objeto JSON)</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (no &quot;defs&quot; and &quot;levels&quot;)</source>
        <translation>%1: no es un proyecto de LDtk (sin «defs» y «levels»)</translation>
    </message>
    <message>
        <source>an external level needs the project&apos;s file name</source>
        <translation>un nivel externo necesita el nombre de archivo del proyecto</translation>
    </message>
    <message>
        <source>cannot read the external level %1: %2</source>
        <translation>no se puede leer el nivel externo %1: %2</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>se esperaba un número entero de %1 a %2</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>level size out of range</source>
        <translation>tamaño del nivel fuera de rango</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>se esperaba un array</translation>
    </message>
    <message>
        <source>level too large for its grid size</source>
        <translation>nivel demasiado grande para su tamaño de cuadrícula</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>unknown layer type &apos;%1&apos;</source>
        <translation>tipo de capa desconocido «%1»</translation>
    </message>
    <message>
        <source>layer too large</source>
        <translation>capa demasiado grande</translation>
    </message>
    <message>
        <source>expected a size above 0</source>
        <translation>se esperaba un tamaño mayor que 0</translation>
    </message>
    <message>
        <source>expected %1 values (__cWid x __cHei), found %2</source>
        <translation>se esperaban %1 valores (__cWid x __cHei), se encontraron %2</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>se esperaba un número entero</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos; skipped: none of its IntGrid values collides (name them, or map them with &quot;intGrid&quot; in an import profile)</source>
        <translation>capa «%1» omitida: ninguno de sus valores IntGrid colisiona (póngales nombre o asígnelos con «intGrid» en un perfil de importación)</translation>
    </message>
    <message>
        <source>expected two numbers</source>
        <translation>se esperaban dos números</translation>
    </message>
    <message>
        <source>expected finite numbers</source>
        <translation>se esperaban números finitos</translation>
    </message>
    <message>
        <source>entity %1 &apos;%2&apos; skipped: it has no size</source>
        <translation>entidad %1 «%2» omitida: no tiene tamaño</translation>
    </message>
    <message>
        <source>%1: the project has no level</source>
        <translation>%1: el proyecto no tiene ningún nivel</translation>
    </message>
    <message>
        <source>%1: no level named &apos;%2&apos; (its levels: %3)</source>
        <translation>%1: ningún nivel llamado «%2» (sus niveles: %3)</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>perfil de importación %1</translation>
    </message>
</context>
<context>
    <name>LdtkPlugin</name>
    <message>
        <source>LDtk project</source>
        <translation>Proyecto de LDtk</translation>
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
    <message>
        <source>The level of a project file to read (default: the first).</source>
        <translation>El nivel de un archivo de proyecto que se lee (por defecto: el primero).</translation>
    </message>
    <message>
        <source>ledge-cli: %1 holds a single level; --level picks one of a project&apos;s levels (LDtk)</source>
        <translation>ledge-cli: %1 contiene un solo nivel; --level elige uno de los niveles de un proyecto (LDtk)</translation>
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
        <translation>%1: ilegible</translation>
    </message>
    <message>
        <source>%1: not checked (interrupted)</source>
        <translation>%1: sin comprobar (interrumpido)</translation>
    </message>
    <message>
        <source>%1/%2 levels</source>
        <translation>%1/%2 niveles</translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n con errores</numerusform>
            <numerusform>%n con errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable</source>
        <translation>
            <numerusform>%n ilegible</numerusform>
            <numerusform>%n ilegibles</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>quedan unos %1</translation>
    </message>
    <message>
        <source>ledge-cli: %1: no such file or directory</source>
        <translation>ledge-cli: %1: no existe el archivo o la carpeta</translation>
    </message>
    <message>
        <source>ledge-cli: interrupted: finishing the levels in progress</source>
        <translation>ledge-cli: interrumpido: terminando los niveles en curso</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>%1: unreadable: %2</source>
        <translation>%1: ilegible: %2</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>no existe el archivo o la carpeta</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n nivel</numerusform>
            <numerusform>%n niveles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n sin comprobar</numerusform>
            <numerusform>%n sin comprobar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in all</source>
        <translation>
            <numerusform>%n error en total</numerusform>
            <numerusform>%n errores en total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) in all</source>
        <translation>
            <numerusform>%n advertencia en total</numerusform>
            <numerusform>%n advertencias en total</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledge validation report</source>
        <translation>Informe de validación de Ledge</translation>
    </message>
    <message>
        <source>not checked (interrupted)</source>
        <translation>sin comprobar (interrumpido)</translation>
    </message>
    <message>
        <source>ledge-cli: expected at least %1 file arguments, got %2</source>
        <translation>ledge-cli: se esperaban al menos %1 argumentos de archivo y se recibieron %2</translation>
    </message>
    <message>
        <source>Import profile for another editor&apos;s map (default: ledge-profile.json beside it).</source>
        <translation>Perfil de importación para el mapa de otro editor (por defecto: ledge-profile.json a su lado).</translation>
    </message>
    <message>
        <source>Also write a self-contained HTML report.</source>
        <translation>Escribe también un informe HTML autónomo.</translation>
    </message>
    <message>
        <source>Levels checked at once (default: one per core).</source>
        <translation>Niveles comprobados a la vez (por defecto: uno por núcleo).</translation>
    </message>
    <message>
        <source>The levels to check: files or folders.</source>
        <translation>Los niveles que se comprobarán: archivos o carpetas.</translation>
    </message>
    <message>
        <source>ledge-cli: --jobs wants a whole number from 0 (one per core) to 1024, not &apos;%1&apos;</source>
        <translation>ledge-cli: --jobs espera un número entero de 0 (uno por núcleo) a 1024, no «%1»</translation>
    </message>
    <message>
        <source>ledge-cli: no levels found in the folders given (see &apos;ledge-cli formats&apos; for the formats read)</source>
        <translation>ledge-cli: no se encontraron niveles en las carpetas indicadas (consulte «ledge-cli formats» para ver los formatos que se leen)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n level(s) checked in %1 s</source>
        <translation>
            <numerusform>ledge-cli: %n nivel comprobado en %1 s</numerusform>
            <numerusform>ledge-cli: %n niveles comprobados en %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>ledge-cli: %1 is not a folder: with several levels, the last argument is the folder to write them to</source>
        <translation>ledge-cli: %1 no es una carpeta: con varios niveles, el último argumento es la carpeta donde escribirlos</translation>
    </message>
    <message>
        <source>ledge-cli: two levels would be written to %1; export them separately</source>
        <translation>ledge-cli: dos niveles se escribirían en %1; expórtelos por separado</translation>
    </message>
    <message>
        <source>ledge-cli: cannot create the folder %1</source>
        <translation>ledge-cli: no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>Usage: ledge-cli convert IN OUT [--profile FILE] [--level NAME]</source>
        <translation>Uso: ledge-cli convert IN OUT [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation>Formato de salida: text o json (text por defecto).</translation>
    </message>
    <message>
        <source>Also draw B with the changes marked.</source>
        <translation>Dibuja también B con los cambios marcados.</translation>
    </message>
    <message>
        <source>The level before.</source>
        <translation>El nivel antes.</translation>
    </message>
    <message>
        <source>The level after.</source>
        <translation>El nivel después.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli diff A B [--format text|json] [--png OUT.png]</source>
        <translation>Uso: ledge-cli diff A B [--format text|json] [--png OUT.png]</translation>
    </message>
    <message>
        <source>ledge-cli: unknown output format &apos;%1&apos; (use text or json)</source>
        <translation>ledge-cli: formato de salida «%1» desconocido (use text o json)</translation>
    </message>
    <message>
        <source>the levels are the same</source>
        <translation>los niveles son iguales</translation>
    </message>
    <message>
        <source>Where to write the merged level (default OURS).</source>
        <translation>Dónde escribir el nivel fusionado (OURS por defecto).</translation>
    </message>
    <message>
        <source>The common ancestor.</source>
        <translation>El ancestro común.</translation>
    </message>
    <message>
        <source>Our edit of it.</source>
        <translation>Nuestra edición de él.</translation>
    </message>
    <message>
        <source>Their edit of it.</source>
        <translation>Su edición de él.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli merge BASE OURS THEIRS [-o OUT]</source>
        <translation>Uso: ledge-cli merge BASE OURS THEIRS [-o OUT]</translation>
    </message>
    <message>
        <source>ledge-cli: cannot merge: %1</source>
        <translation>ledge-cli: no se puede fusionar: %1</translation>
    </message>
    <message>
        <source>conflict: %1</source>
        <translation>conflicto: %1</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n conflict(s); %1 left unchanged</source>
        <translation>
            <numerusform>ledge-cli: %n conflicto; %1 no se ha modificado</numerusform>
            <numerusform>ledge-cli: %n conflictos; %1 no se ha modificado</numerusform>
        </translation>
    </message>
    <message>
        <source>their new layer %1 is now layer %2 (our new layer has the same id)</source>
        <translation>su nueva capa %1 es ahora la capa %2 (nuestra nueva capa tiene el mismo id)</translation>
    </message>
    <message>
        <source>their new object %1 is now object %2 (our new object has the same id)</source>
        <translation>su nuevo objeto %1 es ahora el objeto %2 (nuestro nuevo objeto tiene el mismo id)</translation>
    </message>
    <message>
        <source>warning: the merge makes a new error: %1: %2</source>
        <translation>aviso: la fusión crea un error nuevo: %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 of the player&apos;s %3</source>
        <translation>%1: %2 del %3 del jugador</translation>
    </message>
    <message>
        <source>levels, in order</source>
        <translation>niveles, en orden</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s):</source>
        <translation>
            <numerusform>%n nivel:</numerusform>
            <numerusform>%n niveles:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>The run was interrupted: this report is partial.</source>
        <translation>La ejecución se interrumpió: este informe es parcial.</translation>
    </message>
    <message>
        <source>Difficulty across the levels</source>
        <translation>Dificultad a lo largo de los niveles</translation>
    </message>
    <message>
        <source>No difficulty data: none of these reports holds reachability margins (how much of the player&apos;s jump and speed each target needs).</source>
        <translation>Sin datos de dificultad: ninguno de estos informes contiene márgenes de alcanzabilidad (cuánto del salto y de la velocidad del jugador necesita cada objetivo).</translation>
    </message>
    <message>
        <source>hardest jump: share of the jump height needed</source>
        <translation>salto más difícil: parte de la altura de salto necesaria</translation>
    </message>
    <message>
        <source>share of the run speed needed</source>
        <translation>parte de la velocidad de carrera necesaria</translation>
    </message>
    <message>
        <source>tight-jump threshold (95%)</source>
        <translation>umbral de salto ajustado (95 %)</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>ilegible: %1</translation>
    </message>
    <message>
        <source>hardest jump: %1 of the jump height (target #%2)</source>
        <translation>salto más difícil: %1 de la altura de salto (objetivo #%2)</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Issues shown: %1</source>
        <translation>Problemas mostrados: %1</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more issue(s), in the JSON report</source>
        <translation>
            <numerusform>%1: %n problema más, en el informe JSON</numerusform>
            <numerusform>%1: %n problemas más, en el informe JSON</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n celda</numerusform>
            <numerusform>%n celdas</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: ledge-cli export LEVEL OUT [--format NAME] [--force] [--level NAME]
       ledge-cli export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</source>
        <translation>Uso: ledge-cli export LEVEL OUT [--format NAME] [--force] [--level NAME]
       ledge-cli export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Measure how much jump and run each reached target needs (slower).</source>
        <translation>Medir cuánto salto y carrera exige cada objetivo alcanzado (más lento).</translation>
    </message>
    <message>
        <source>Usage: ledge-cli validate LEVEL... [--format text|json|junit] [--timings] [--margins] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</source>
        <translation>Uso: ledge-cli validate LEVEL... [--format text|json|junit] [--timings] [--margins] [--html OUT.html] [--jobs N] [--profile FILE] [--level NAME]</translation>
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
        <translation>Uso: ledge-cli COMANDO ...
Comandos:
  validate LEVEL... [--format text|json|junit] [--timings] [--html OUT.html] [--jobs N]
                   comprueba niveles (archivos o carpetas, en paralelo); sale con 0 si ninguno tiene errores,
                   1 si alguno los tiene, 2 si alguna entrada es ilegible
  export LEVEL OUT [--format NAME] [--force]
  export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N]
                   valida y luego escribe OUT con un exportador; se niega (salida 1) si hay errores
  convert IN OUT [--profile FILE] [--level NAME]
                   lee IN con un importador (p. ej., un mapa de Tiled, un nivel de LDtk) y escribe OUT
  render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]
                   dibuja el nivel (sobre su arte), sus superposiciones y su alcanzabilidad en una imagen
  formats          lista los importadores, exportadores y reglas, con su archivo de plugin
  diff A B [--format text|json] [--png OUT.png]
                   qué cambió de A a B; sale con 0 iguales, 1 distintos, 2 si la entrada no es válida
  merge BASE OURS THEIRS [-o OUT]
                   fusión de tres vías (un controlador de fusión de git); sale con 1 si hay conflictos, no escribe nada
  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]
                   escribe un nivel grande generado, para pruebas de rendimiento y de carga
Ejecute «ledge-cli COMANDO --help» para ver las opciones de un comando.</translation>
    </message>
    <message>
        <source>Leave out the pictures a map came with from Tiled or LDtk.</source>
        <translation>Omitir las imágenes que el mapa trajo de Tiled o LDtk.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]</source>
        <translation>Uso: ledge-cli render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]</translation>
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
    <name>LevelArt</name>
    <message>
        <source>expected an array of %1 to %2 numbers</source>
        <translation>se esperaba una lista de %1 a %2 números</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>expected an index below %1</source>
        <translation>se esperaba un índice menor que %1</translation>
    </message>
    <message>
        <source>expected sizes above 0</source>
        <translation>se esperaban tamaños mayores que 0</translation>
    </message>
    <message>
        <source>expected whole columns and rows, at most %1 cells</source>
        <translation>se esperaban columnas y filas enteras, como mucho %1 celdas</translation>
    </message>
    <message>
        <source>expected %1 cells in base64 (4 bytes each)</source>
        <translation>se esperaban %1 celdas en base64 (4 bytes cada una)</translation>
    </message>
    <message>
        <source>cell %1 names tile %2 of %3</source>
        <translation>la celda %1 indica el tile %2 de %3</translation>
    </message>
    <message>
        <source>expected a whole number of pixels</source>
        <translation>se esperaba un número entero de píxeles</translation>
    </message>
</context>
<context>
    <name>LevelDiff</name>
    <message>
        <source>+ object %1: %2 in layer %3</source>
        <translation>+ objeto %1: %2 en la capa %3</translation>
    </message>
    <message>
        <source>- object %1: %2 in layer %3</source>
        <translation>- objeto %1: %2 en la capa %3</translation>
    </message>
    <message>
        <source>~ object %1: %2</source>
        <translation>~ objeto %1: %2</translation>
    </message>
    <message>
        <source>+ layer %1 &quot;%2&quot;</source>
        <translation>+ capa %1 «%2»</translation>
    </message>
    <message>
        <source>- layer %1 &quot;%2&quot;</source>
        <translation>- capa %1 «%2»</translation>
    </message>
    <message>
        <source>~ layer %1: %2</source>
        <translation>~ capa %1: %2</translation>
    </message>
    <message>
        <source>~ tiles of layer %1: rows %2, columns %3</source>
        <translation>~ tiles de la capa %1: filas %2, columnas %3</translation>
    </message>
    <message>
        <source>~ settings: %1</source>
        <translation>~ ajustes: %1</translation>
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
        <source>expected an angle in degrees from 0 to 89</source>
        <translation>se esperaba un ángulo en grados de 0 a 89</translation>
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
    <message>
        <source>expected a share from 0 to 1</source>
        <translation>se esperaba una parte de 0 a 1</translation>
    </message>
</context>
<context>
    <name>LevelMerge</name>
    <message>
        <source>the merged settings do not form a valid level: %1</source>
        <translation>los ajustes fusionados no forman un nivel válido: %1</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>modificado</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>above layer %1</source>
        <translation>encima de la capa %1</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>modificado: %1</translation>
    </message>
    <message>
        <source>above object %1</source>
        <translation>encima del objeto %1</translation>
    </message>
    <message>
        <source>at the bottom</source>
        <translation>al fondo</translation>
    </message>
    <message>
        <source>setting %1: ours %2, theirs %3 (base %4)</source>
        <translation>ajuste %1: la nuestra %2, la suya %3 (base %4)</translation>
    </message>
    <message>
        <source>layer %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>capa %1, %2: la nuestra %3, la suya %4 (base %5)</translation>
    </message>
    <message>
        <source>object %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>objeto %1, %2: la nuestra %3, la suya %4 (base %5)</translation>
    </message>
    <message>
        <source>tiles of layer %1, column %2, row %3: ours %4, theirs %5 (base %6)</source>
        <translation>tiles de la capa %1, columna %2, fila %3: la nuestra %4, la suya %5 (base %6)</translation>
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
    <message>
        <source>Apply fix</source>
        <translation>Aplicar corrección</translation>
    </message>
    <message>
        <source>The object no longer exists.</source>
        <translation>El objeto ya no existe.</translation>
    </message>
    <message>
        <source>The level has no objects layer that collides.</source>
        <translation>El nivel no tiene ninguna capa de objetos que colisione.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Fix: move %1 by (%2, %3)</source>
        <translation>Corregir: mover %1 en (%2, %3)</translation>
    </message>
    <message>
        <source>Fix: add a solid step at (%1, %2), %3 by %4</source>
        <translation>Corregir: añadir un escalón sólido en (%1, %2), %3 por %4</translation>
    </message>
    <message>
        <source>Fix: remove %1</source>
        <translation>Corregir: eliminar %1</translation>
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
    <name>Text</name>
    <message>
        <source>expected an array of file names</source>
        <translation>se esperaba una lista de nombres de archivo</translation>
    </message>
    <message>
        <source>expected a file name</source>
        <translation>se esperaba un nombre de archivo</translation>
    </message>
    <message>
        <source>expected an array of layers</source>
        <translation>se esperaba una lista de capas</translation>
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
        <source>tiles are %1x%2, Ledge cells are square: cells are %1 wide</source>
        <translation>los tiles miden %1x%2, las celdas de Ledge son cuadradas: las celdas miden %1 de ancho</translation>
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
    <message>
        <source>external tileset &apos;%1&apos; could not be read: its tiles have no collision shapes</source>
        <translation>no se pudo leer el tileset externo &apos;%1&apos;: sus tiles no tienen formas de colisión</translation>
    </message>
    <message>
        <source>%1 (tile shapes)</source>
        <translation>%1 (formas de los tiles)</translation>
    </message>
    <message>
        <source>tile %1: some cells use tiles of a tileset that could not be read; they count as whole cells</source>
        <translation>%1 de tiles: algunas celdas usan tiles de un tileset que no se pudo leer; cuentan como celdas enteras</translation>
    </message>
    <message>
        <source>%1 skipped: its template &apos;%2&apos; could not be read</source>
        <translation>%1 omitido: no se pudo leer su plantilla &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 skipped: a tile object without a size</source>
        <translation>%1 omitido: un objeto de tile sin tamaño</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>perfil de importación %1</translation>
    </message>
    <message>
        <source>a chunk has %1 cells, expected %2</source>
        <translation>un bloque tiene %1 celdas, se esperaban %2</translation>
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
    <message>
        <source>%1 cannot be reached: the player does not fit at the spawn</source>
        <translation>%1 es inalcanzable: el jugador no cabe en el punto de aparición</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height and %3% of its run speed: only a perfect player gets there</source>
        <translation>%1 exige el %2% de la altura de salto del jugador y el %3% de su velocidad de carrera: solo un jugador perfecto llega</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height: only a perfect jump gets there</source>
        <translation>%1 exige el %2% de la altura de salto del jugador: solo un salto perfecto llega</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s run speed: only a perfect run gets there</source>
        <translation>%1 exige el %2% de la velocidad de carrera del jugador: solo una carrera perfecta llega</translation>
    </message>
    <message>
        <source>%1 is walled in: no way leads to it from the spawn</source>
        <translation>%1 está tapiado: ningún camino lleva hasta él desde el punto de aparición</translation>
    </message>
    <message>
        <source>Every way to %1 crosses a hazard</source>
        <translation>Todo camino hacia %1 atraviesa un peligro</translation>
    </message>
    <message>
        <source>Every way to %1 crosses %2</source>
        <translation>Todo camino hacia %1 atraviesa %2</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump</source>
        <translation>%1 está %2 unidades por encima del salto más alto</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump from %3</source>
        <translation>%1 está %2 unidades por encima del salto más alto desde %3</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s</source>
        <translation>%1 exige un salto %2 unidades más alto que el del jugador</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s, from %3</source>
        <translation>%1 exige un salto %2 unidades más alto que el del jugador, desde %3</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units lower than the player</source>
        <translation>El paso hacia %1 entre %2 y %3 es %4 unidades más bajo que el jugador</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units narrower than the player</source>
        <translation>El paso hacia %1 entre %2 y %3 es %4 unidades más estrecho que el jugador</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units lower than the player</source>
        <translation>El paso hacia %1 junto a %2 es %3 unidades más bajo que el jugador</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units narrower than the player</source>
        <translation>El paso hacia %1 junto a %2 es %3 unidades más estrecho que el jugador</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units lower than the player</source>
        <translation>El paso hacia %1 es %2 unidades más bajo que el jugador</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units narrower than the player</source>
        <translation>El paso hacia %1 es %2 unidades más estrecho que el jugador</translation>
    </message>
    <message>
        <source>%1 is beyond the longest jump: it needs a run %2 units per second faster</source>
        <translation>%1 está más allá del salto más largo: exige una carrera %2 unidades por segundo más rápida</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn: the closest the player gets is %2 units away</source>
        <translation>%1 es inalcanzable desde el punto de aparición: el jugador se acerca como mucho a %2 unidades</translation>
    </message>
    <message>
        <source>%1 is inside solid tiles: the player cannot touch it</source>
        <translation>%1 está dentro de tiles sólidos: el jugador no puede tocarlo</translation>
    </message>
    <message>
        <source>%1 is inside %2: the player cannot touch it</source>
        <translation>%1 está dentro de %2: el jugador no puede tocarlo</translation>
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
    <name>ledge::DocumentTabs</name>
    <message>
        <source>&amp;Close Level</source>
        <translation>&amp;Cerrar nivel</translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation>Nivel &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous Level</source>
        <translation>Nivel &amp;anterior</translation>
    </message>
    <message>
        <source>%1 (not saved yet)</source>
        <translation>%1 (aún sin guardar)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Desea guardarlos?</translation>
    </message>
</context>
<context>
    <name>ledge::ImportOptionsDialog</name>
    <message>
        <source>Import Options</source>
        <translation>Opciones de importación</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Importando %1</translation>
    </message>
    <message>
        <source>%1 beside the map</source>
        <translation>%1 junto al mapa</translation>
    </message>
    <message>
        <source>%1 beside the map (there is none)</source>
        <translation>%1 junto al mapa (no hay ninguno)</translation>
    </message>
    <message>
        <source>No profile (the importer&apos;s defaults)</source>
        <translation>Ningún perfil (los valores predeterminados del importador)</translation>
    </message>
    <message>
        <source>Another file</source>
        <translation>Otro archivo</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>An import profile states which layers, tiles and classes of the map collide.</source>
        <translation>Un perfil de importación indica qué capas, tiles y clases del mapa colisionan.</translation>
    </message>
    <message>
        <source>Import profile:</source>
        <translation>Perfil de importación:</translation>
    </message>
    <message>
        <source>Profile file:</source>
        <translation>Archivo del perfil:</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n level(s). Level:</source>
        <translation>
            <numerusform>%1 contiene %n nivel. Nivel:</numerusform>
            <numerusform>%1 contiene %n niveles. Nivel:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Profile</source>
        <translation>Perfil de importación</translation>
    </message>
    <message>
        <source>Import profiles (*.json)</source>
        <translation>Perfiles de importación (*.json)</translation>
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
    <name>ledge::LevelView</name>
    <message>
        <source>Reached: needs %1% of the player&apos;s jump height and %2% of its run speed</source>
        <translation>Alcanzado: exige el %1% de la altura de salto del jugador y el %2% de su velocidad de carrera</translation>
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
        <source>%1 was changed by another program while you have unsaved changes.</source>
        <translation>%1 ha sido modificado por otro programa mientras tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Merge their changes into yours, reload the file and lose your changes, or keep yours.</source>
        <translation>Fusione sus cambios con los suyos, recargue el archivo y pierda los suyos, o conserve los suyos.</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Fusionar sus cambios</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Conservar las mías</translation>
    </message>
    <message>
        <source>the file as last saved cannot be read again: %1</source>
        <translation>el archivo tal como se guardó por última vez no se puede volver a leer: %1</translation>
    </message>
    <message>
        <source>Cannot merge</source>
        <translation>No se puede fusionar</translation>
    </message>
    <message>
        <source>Merged the changes to %1</source>
        <translation>Cambios de %1 fusionados</translation>
    </message>
    <message>
        <source>Object &amp;Types…</source>
        <translation>&amp;Tipos de objeto…</translation>
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
        <source>Imported %1 with the import profile %2</source>
        <translation>%1 importado con el perfil de importación %2</translation>
    </message>
    <message>
        <source>Imported %1 with the import profile %2 beside it</source>
        <translation>%1 importado con el perfil de importación %2 junto a él</translation>
    </message>
    <message>
        <source>Imported %1 without an import profile</source>
        <translation>%1 importado sin perfil de importación</translation>
    </message>
    <message>
        <source>Show &amp;Art</source>
        <translation>Mostrar el &amp;arte</translation>
    </message>
    <message>
        <source>The pictures the level came with from Tiled or LDtk, dimmed under the collision</source>
        <translation>Las imágenes que el nivel trajo de Tiled o LDtk, atenuadas bajo la colisión</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the level&apos;s art not found, first: %1</source>
        <translation>
            <numerusform>%n imagen del arte del nivel no encontrada: %1</numerusform>
            <numerusform>%n imágenes del arte del nivel no encontradas, la primera: %1</numerusform>
        </translation>
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
    <name>ledge::MergeDialog</name>
    <message>
        <source>Level settings: %1</source>
        <translation>Ajustes del nivel: %1</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>Capa %1: %2</translation>
    </message>
    <message>
        <source>Object %1: %2</source>
        <translation>Objeto %1: %2</translation>
    </message>
    <message>
        <source>Tiles of layer %1: column %2, row %3</source>
        <translation>Tiles de la capa %1: columna %2, fila %3</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Fusionar sus cambios</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) on disk conflict with yours. Choose which to keep for each.</source>
        <translation>
            <numerusform>%n cambio en el disco entra en conflicto con los suyos. Elija cuál conservar.</numerusform>
            <numerusform>%n cambios en el disco entran en conflicto con los suyos. Elija cuál conservar en cada uno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardado</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>La mía</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>La suya</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conservar</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionar</translation>
    </message>
    <message>
        <source>All mine</source>
        <translation>Todas las mías</translation>
    </message>
    <message>
        <source>All theirs</source>
        <translation>Todas las suyas</translation>
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
    <name>ledge::ReachOverlay</name>
    <message>
        <source>%1 units higher</source>
        <translation>%1 unidades más alto</translation>
    </message>
    <message>
        <source>%1 units too tall</source>
        <translation>%1 unidades demasiado alto</translation>
    </message>
    <message>
        <source>%1 units too wide</source>
        <translation>%1 unidades demasiado ancho</translation>
    </message>
    <message>
        <source>%1 units/s faster</source>
        <translation>%1 unidades/s más rápido</translation>
    </message>
    <message>
        <source>%1 units away</source>
        <translation>a %1 unidades</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>justo</translation>
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
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Max floor angle</source>
        <translation>Ángulo máximo del suelo</translation>
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
        <source>Language of the interface (en, fr, pt_BR, de, es); default: the system&apos;s.</source>
        <translation>Idioma de la interfaz (en, fr, pt_BR, de, es); por defecto, el del sistema.</translation>
    </message>
    <message>
        <source>The levels to open, each in a tab.</source>
        <translation>Los niveles que abrir, cada uno en una pestaña.</translation>
    </message>
</context>
</TS>
