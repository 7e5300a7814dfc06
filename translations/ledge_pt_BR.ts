<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>CollisionExportPlugin</name>
    <message>
        <source>Collision geometry for game engines (JSON)</source>
        <translation>Geometria de colisão para motores de jogo (JSON)</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Excluir %1</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Apagar tiles</translation>
    </message>
    <message>
        <source>Paint tiles</source>
        <translation>Pintar tiles</translation>
    </message>
    <message>
        <source>Add layer</source>
        <translation>Adicionar camada</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Excluir camada</translation>
    </message>
    <message>
        <source>Move layer</source>
        <translation>Mover camada</translation>
    </message>
    <message>
        <source>Change layer</source>
        <translation>Alterar camada</translation>
    </message>
    <message>
        <source>Change level settings</source>
        <translation>Alterar configurações da fase</translation>
    </message>
</context>
<context>
    <name>GodotExportPlugin</name>
    <message>
        <source>Godot 4 scene</source>
        <translation>Cena do Godot 4</translation>
    </message>
</context>
<context>
    <name>GodotFormat</name>
    <message>
        <source>line 1: not a Godot scene (it does not start with [gd_scene ...])</source>
        <translation>linha 1: não é uma cena do Godot (não começa com [gd_scene ...])</translation>
    </message>
    <message>
        <source>line 1: Ledge reads Godot 4 text scenes (format=3); this one has format=%1</source>
        <translation>linha 1: o Ledge lê cenas de texto do Godot 4 (format=3); esta tem format=%1</translation>
    </message>
    <message>
        <source>the scene has no node</source>
        <translation>a cena não tem nenhum nó</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>linha %1: %2</translation>
    </message>
    <message>
        <source>a node without a name</source>
        <translation>um nó sem nome</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has no parent, but the scene already has a root</source>
        <translation>o nó “%1” não tem pai, mas a cena já tem uma raiz</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: its parent &apos;%2&apos; is not defined before it</source>
        <translation>nó “%1”: seu pai “%2” não é definido antes dele</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is defined twice</source>
        <translation>o nó “%1” é definido duas vezes</translation>
    </message>
    <message>
        <source>node &apos;%1&apos;: &apos;%2&apos; is not a valid value</source>
        <translation>nó “%1”: “%2” não é um valor válido</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has a script (%2): what it does is not imported</source>
        <translation>o nó “%1” tem um script (%2): o que ele faz não é importado</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; (%2) skipped: tile map layers are not imported (their collision is in the tile set)</source>
        <translation>nó “%1” (%2) ignorado: camadas de tiles não são importadas (a colisão delas está no tileset)</translation>
    </message>
    <message>
        <source>body &apos;%1&apos; (%2) skipped: a moving body is not level geometry</source>
        <translation>corpo “%1” (%2) ignorado: um corpo que se move não é geometria da fase</translation>
    </message>
    <message>
        <source>marker &apos;%1&apos; skipped: its name says neither spawn, goal nor pickup</source>
        <translation>marcador “%1” ignorado: o nome não indica ponto de surgimento, objetivo nem coletável</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: it is disabled</source>
        <translation>forma “%1” ignorada: está desativada</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its polygon has fewer than 3 points</source>
        <translation>forma “%1” ignorada: seu polígono tem menos de 3 pontos</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a polygon of segments, imported as a solid polygon</source>
        <translation>forma “%1”: um polígono de segmentos, importado como polígono cheio</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape is not in the scene (an external resource or none)</source>
        <translation>forma “%1” ignorada: a forma não está na cena (um recurso externo ou nenhum)</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: its shape resource &apos;%2&apos; is not defined</source>
        <translation>forma “%1” ignorada: o recurso de forma “%2” não está definido</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos;: a circle scaled unevenly, imported as a %2-point polygon</source>
        <translation>forma “%1”: um círculo com escala desigual, importado como polígono de %2 pontos</translation>
    </message>
    <message>
        <source>shape &apos;%1&apos; skipped: Ledge does not import %2</source>
        <translation>forma “%1” ignorada: o Ledge não importa %2</translation>
    </message>
    <message>
        <source>metadata/ledge_settings of the root not understood: %1</source>
        <translation>metadata/ledge_settings da raiz não compreendido: %1</translation>
    </message>
    <message>
        <source>the scene extends left of or above its origin: moved by (%1, %2) into the level</source>
        <translation>a cena passa à esquerda ou acima da origem: movida em (%1, %2) para dentro da fase</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; to start a section</source>
        <translation>esperava “[” para iniciar uma seção</translation>
    </message>
    <message>
        <source>expected a section name after &apos;[&apos;</source>
        <translation>esperava um nome de seção após “[”</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the section</source>
        <translation>esperava “]” para fechar a seção</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in a section header</source>
        <translation>“%1” inesperado em um cabeçalho de seção</translation>
    </message>
    <message>
        <source>expected &apos;=&apos; after &apos;%1&apos;</source>
        <translation>esperava “=” após “%1”</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;; expected a property name</source>
        <translation>“%1” inesperado; esperava um nome de propriedade</translation>
    </message>
    <message>
        <source>bad \u escape in a string</source>
        <translation>escape \u inválido em uma string</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>uma string não foi fechada</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1” não é um número</translation>
    </message>
    <message>
        <source>values nested more than %1 deep</source>
        <translation>valores aninhados em mais de %1 níveis</translation>
    </message>
    <message>
        <source>expected a value, found the end of the file</source>
        <translation>esperava um valor, encontrou o fim do arquivo</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; where a value should be</source>
        <translation>“%1” inesperado onde deveria haver um valor</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;%1&apos;</source>
        <translation>esperava “,” ou “%1”</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; in a dictionary</source>
        <translation>esperava “:” em um dicionário</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in a dictionary</source>
        <translation>esperava “,” ou “}” em um dicionário</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2: the scene file is not found, so it is not imported</source>
        <translation>o nó “%1” é uma instância de %2: o arquivo da cena não foi encontrado, então não é importado</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which contains itself: not imported</source>
        <translation>o nó “%1” é uma instância de %2, que contém a si mesma: não importado</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is an instance of %2, which cannot be read: %3</source>
        <translation>o nó “%1” é uma instância de %2, que não pode ser lida: %3</translation>
    </message>
    <message>
        <source>in &apos;%1&apos; (%2): %3</source>
        <translation>em “%1” (%2): %3</translation>
    </message>
</context>
<context>
    <name>ImportProfile</name>
    <message>
        <source>expected a role (solid, oneway, hazard, trigger, spawn, goal or pickup)</source>
        <translation>esperado um papel (solid, oneway, hazard, trigger, spawn, goal ou pickup)</translation>
    </message>
    <message>
        <source>expected an array of layer name patterns</source>
        <translation>esperada uma lista de padrões de nomes de camadas</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>esperava-se uma string</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>não é JSON: %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava-se um objeto</translation>
    </message>
    <message>
        <source>expected &quot;ledge-import-profile&quot;</source>
        <translation>esperado &quot;ledge-import-profile&quot;</translation>
    </message>
    <message>
        <source>this version of Ledge reads import profiles of version 1</source>
        <translation>esta versão do Ledge lê perfis de importação da versão 1</translation>
    </message>
    <message>
        <source>expected an object with &quot;collide&quot; and &quot;ignore&quot;</source>
        <translation>esperado um objeto com &quot;collide&quot; e &quot;ignore&quot;</translation>
    </message>
    <message>
        <source>expected an object from role to property name</source>
        <translation>esperado um objeto de papel para nome de propriedade</translation>
    </message>
    <message>
        <source>expected a property name</source>
        <translation>esperado um nome de propriedade</translation>
    </message>
    <message>
        <source>expected an object from class to role</source>
        <translation>esperado um objeto de classe para papel</translation>
    </message>
    <message>
        <source>expected an object from value to role</source>
        <translation>esperado um objeto de valor para papel</translation>
    </message>
    <message>
        <source>expected solid, oneway, hazard or none</source>
        <translation>esperado solid, oneway, hazard ou none</translation>
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
        <translation>objeto %1 “%2”</translation>
    </message>
    <message>
        <source>cell size %1 rounded to %2: LDtk grids are whole pixels</source>
        <translation>tamanho de célula %1 arredondado para %2: as grades do LDtk usam pixels inteiros</translation>
    </message>
    <message>
        <source>%1 (%2) left out: LDtk IntGrid holds whole cells only</source>
        <translation>%1 (%2) deixado de fora: um IntGrid do LDtk só guarda células inteiras</translation>
    </message>
    <message>
        <source>%1 (%2) written as its bounding box</source>
        <translation>%1 (%2) gravado como sua caixa delimitadora</translation>
    </message>
    <message>
        <source>%1: a point, written as a %2 x %2 entity centred on it</source>
        <translation>%1: um ponto, gravado como uma entidade de %2 x %2 centrada nele</translation>
    </message>
    <message>
        <source>%1 line %2: %3: %4</source>
        <translation>%1 linha %2: %3: %4</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1 line %2: not JSON: %3</source>
        <translation>%1 linha %2: não é JSON: %3</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (the top level is not a JSON object)</source>
        <translation>%1: não é um projeto do LDtk (o nível superior não é um objeto JSON)</translation>
    </message>
    <message>
        <source>%1: not an LDtk project (no &quot;defs&quot; and &quot;levels&quot;)</source>
        <translation>%1: não é um projeto do LDtk (sem “defs” e “levels”)</translation>
    </message>
    <message>
        <source>an external level needs the project&apos;s file name</source>
        <translation>uma fase externa precisa do nome de arquivo do projeto</translation>
    </message>
    <message>
        <source>cannot read the external level %1: %2</source>
        <translation>não foi possível ler a fase externa %1: %2</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>esperava um número</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>esperava um número inteiro de %1 a %2</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>esperava uma string</translation>
    </message>
    <message>
        <source>level size out of range</source>
        <translation>tamanho da fase fora do intervalo</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>esperava um array</translation>
    </message>
    <message>
        <source>level too large for its grid size</source>
        <translation>fase grande demais para o tamanho da grade</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava um objeto</translation>
    </message>
    <message>
        <source>unknown layer type &apos;%1&apos;</source>
        <translation>tipo de camada desconhecido “%1”</translation>
    </message>
    <message>
        <source>layer too large</source>
        <translation>camada grande demais</translation>
    </message>
    <message>
        <source>expected a size above 0</source>
        <translation>esperava um tamanho maior que 0</translation>
    </message>
    <message>
        <source>expected %1 values (__cWid x __cHei), found %2</source>
        <translation>esperava %1 valores (__cWid x __cHei), encontrou %2</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>esperava um número inteiro</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos; skipped: none of its IntGrid values collides (name them, or map them with &quot;intGrid&quot; in an import profile)</source>
        <translation>camada “%1” ignorada: nenhum de seus valores IntGrid colide (dê nomes a eles ou mapeie-os com “intGrid” em um perfil de importação)</translation>
    </message>
    <message>
        <source>expected two numbers</source>
        <translation>esperava dois números</translation>
    </message>
    <message>
        <source>expected finite numbers</source>
        <translation>esperava números finitos</translation>
    </message>
    <message>
        <source>entity %1 &apos;%2&apos; skipped: it has no size</source>
        <translation>entidade %1 “%2” ignorada: não tem tamanho</translation>
    </message>
    <message>
        <source>%1: the project has no level</source>
        <translation>%1: o projeto não tem nenhuma fase</translation>
    </message>
    <message>
        <source>%1: no level named &apos;%2&apos; (its levels: %3)</source>
        <translation>%1: nenhuma fase chamada “%2” (suas fases: %3)</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>perfil de importação %1</translation>
    </message>
</context>
<context>
    <name>LdtkPlugin</name>
    <message>
        <source>LDtk project</source>
        <translation>Projeto do LDtk</translation>
    </message>
</context>
<context>
    <name>LedgeCli</name>
    <message>
        <source>Show this help.</source>
        <translation>Mostra esta ajuda.</translation>
    </message>
    <message>
        <source>ledge-cli: %1</source>
        <translation>ledge-cli: %1</translation>
    </message>
    <message>
        <source>ledge-cli: expected %1 file arguments, got %2</source>
        <translation>ledge-cli: esperavam-se %1 argumentos de arquivo, recebidos %2</translation>
    </message>
    <message>
        <source>Report format: text, json or junit (default text).</source>
        <translation>Formato do relatório: text, json ou junit (padrão: text).</translation>
    </message>
    <message>
        <source>Report how long each phase took.</source>
        <translation>Informa quanto tempo cada etapa levou.</translation>
    </message>
    <message>
        <source>ledge-cli: unknown report format &apos;%1&apos; (use text, json or junit)</source>
        <translation>ledge-cli: formato de relatório “%1” desconhecido (use text, json ou junit)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n erro</numerusform>
            <numerusform>%1: %n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n aviso</numerusform>
            <numerusform>, %n avisos</numerusform>
        </translation>
    </message>
    <message>
        <source>timings: load %1 ms, overlaps %2 ms, reachability %3 ms</source>
        <translation>tempos: carregamento %1 ms, sobreposições %2 ms, alcançabilidade %3 ms</translation>
    </message>
    <message>
        <source>ledge-cli: no importer reads &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: nenhum importador lê “%1” (veja “ledge-cli formats”)</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: aviso: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write %1: %2</source>
        <translation>ledge-cli: não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli: nenhum exportador grava “%1” (conhecidos: %2)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (known: %2)</source>
        <translation>ledge-cli: nenhum exportador chamado “%1” (conhecidos: %2)</translation>
    </message>
    <message>
        <source>The file to read.</source>
        <translation>O arquivo a ler.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>O arquivo a gravar.</translation>
    </message>
    <message>
        <source>The exporter to use (see &apos;ledge-cli formats&apos;).</source>
        <translation>O exportador a usar (veja “ledge-cli formats”).</translation>
    </message>
    <message>
        <source>Write even when validation finds errors.</source>
        <translation>Grava mesmo quando a validação encontra erros.</translation>
    </message>
    <message>
        <source>The level to export.</source>
        <translation>A fase a exportar.</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter writes &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: nenhum exportador grava “%1” (veja “ledge-cli formats”)</translation>
    </message>
    <message>
        <source>ledge-cli: no exporter named &apos;%1&apos; (see &apos;ledge-cli formats&apos;)</source>
        <translation>ledge-cli: nenhum exportador chamado “%1” (veja “ledge-cli formats”)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: export refused: %n error(s); fix them or use --force</source>
        <translation>
            <numerusform>ledge-cli: exportação recusada: %n erro; corrija-o ou use --force</numerusform>
            <numerusform>ledge-cli: exportação recusada: %n erros; corrija-os ou use --force</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: exporting despite %n error(s) (--force)</source>
        <translation>
            <numerusform>ledge-cli: exportando apesar de %n erro (--force)</numerusform>
            <numerusform>ledge-cli: exportando apesar de %n erros (--force)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image pixels per level unit (default 1).</source>
        <translation>Pixels da imagem por unidade da fase (padrão: 1).</translation>
    </message>
    <message>
        <source>Comma-separated overlays: issues, reach (default none).</source>
        <translation>Sobreposições visuais separadas por vírgula: issues, reach (padrão: nenhuma).</translation>
    </message>
    <message>
        <source>The level to draw.</source>
        <translation>A fase a desenhar.</translation>
    </message>
    <message>
        <source>The picture to write (.png).</source>
        <translation>A imagem a gravar (.png).</translation>
    </message>
    <message>
        <source>ledge-cli: --scale wants a number above 0 and at most 64, not &apos;%1&apos;</source>
        <translation>ledge-cli: --scale espera um número acima de 0 e no máximo 64, não “%1”</translation>
    </message>
    <message>
        <source>ledge-cli: unknown overlay &apos;%1&apos; (use issues, reach)</source>
        <translation>ledge-cli: sobreposição visual “%1” desconhecida (use issues, reach)</translation>
    </message>
    <message>
        <source>ledge-cli: cannot write pictures of type &apos;%1&apos; (use .png)</source>
        <translation>ledge-cli: não é possível gravar imagens do tipo “%1” (use .png)</translation>
    </message>
    <message>
        <source>Usage: ledge-cli formats</source>
        <translation>Uso: ledge-cli formats</translation>
    </message>
    <message>
        <source>ledge-cli: unknown command &apos;%1&apos;</source>
        <translation>ledge-cli: comando “%1” desconhecido</translation>
    </message>
    <message>
        <source>Number of solid shapes (default 10000).</source>
        <translation>Número de formas sólidas (padrão: 10000).</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>Semente aleatória (padrão: 1).</translation>
    </message>
    <message>
        <source>platformer or topdown (default platformer).</source>
        <translation>platformer ou topdown (padrão: platformer).</translation>
    </message>
    <message>
        <source>Share of shapes grown into a neighbour, 0 to 1 (default 0.05).</source>
        <translation>Fração das formas ampliadas até invadir uma vizinha, de 0 a 1 (padrão: 0.05).</translation>
    </message>
    <message>
        <source>Add a tile layer.</source>
        <translation>Adiciona uma camada de tiles.</translation>
    </message>
    <message>
        <source>The level to write.</source>
        <translation>A fase a gravar.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</source>
        <translation>Uso: ledge-cli generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]</translation>
    </message>
    <message>
        <source>ledge-cli: generate: --shapes must be 1 to 10000000, --seed a whole number, --overlap between 0 and 1, --mode platformer or topdown</source>
        <translation>ledge-cli: generate: --shapes precisa ser de 1 a 10000000, --seed um número inteiro, --overlap entre 0 e 1, --mode platformer ou topdown</translation>
    </message>
    <message>
        <source>The level of a project file to read (default: the first).</source>
        <translation>A fase de um arquivo de projeto a ler (padrão: a primeira).</translation>
    </message>
    <message>
        <source>ledge-cli: %1 holds a single level; --level picks one of a project&apos;s levels (LDtk)</source>
        <translation>ledge-cli: %1 contém uma única fase; --level escolhe uma das fases de um projeto (LDtk)</translation>
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
        <translation>%1: ilegível</translation>
    </message>
    <message>
        <source>%1: not checked (interrupted)</source>
        <translation>%1: não verificada (interrompido)</translation>
    </message>
    <message>
        <source>%1/%2 levels</source>
        <translation>%1/%2 fases</translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n com erros</numerusform>
            <numerusform>%n com erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable</source>
        <translation>
            <numerusform>%n ilegível</numerusform>
            <numerusform>%n ilegíveis</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>faltam cerca de %1</translation>
    </message>
    <message>
        <source>ledge-cli: %1: no such file or directory</source>
        <translation>ledge-cli: %1: arquivo ou pasta inexistente</translation>
    </message>
    <message>
        <source>ledge-cli: interrupted: finishing the levels in progress</source>
        <translation>ledge-cli: interrompido: concluindo as fases em andamento</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>não pode ser lida</translation>
    </message>
    <message>
        <source>%1: unreadable: %2</source>
        <translation>%1: ilegível: %2</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>arquivo ou pasta inexistente</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n fase</numerusform>
            <numerusform>%n fases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n não verificada</numerusform>
            <numerusform>%n não verificadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in all</source>
        <translation>
            <numerusform>%n erro no total</numerusform>
            <numerusform>%n erros no total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) in all</source>
        <translation>
            <numerusform>%n aviso no total</numerusform>
            <numerusform>%n avisos no total</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledge validation report</source>
        <translation>Relatório de validação do Ledge</translation>
    </message>
    <message>
        <source>not checked (interrupted)</source>
        <translation>não verificada (interrompido)</translation>
    </message>
    <message>
        <source>ledge-cli: expected at least %1 file arguments, got %2</source>
        <translation>ledge-cli: esperados pelo menos %1 argumentos de arquivo, recebidos %2</translation>
    </message>
    <message>
        <source>Import profile for another editor&apos;s map (default: ledge-profile.json beside it).</source>
        <translation>Perfil de importação para o mapa de outro editor (padrão: ledge-profile.json ao lado dele).</translation>
    </message>
    <message>
        <source>Also write a self-contained HTML report.</source>
        <translation>Grava também um relatório HTML autocontido.</translation>
    </message>
    <message>
        <source>Levels checked at once (default: one per core).</source>
        <translation>Fases verificadas ao mesmo tempo (padrão: uma por núcleo).</translation>
    </message>
    <message>
        <source>The levels to check: files or folders.</source>
        <translation>As fases a verificar: arquivos ou pastas.</translation>
    </message>
    <message>
        <source>ledge-cli: --jobs wants a whole number from 0 (one per core) to 1024, not &apos;%1&apos;</source>
        <translation>ledge-cli: --jobs espera um número inteiro de 0 (um por núcleo) a 1024, não “%1”</translation>
    </message>
    <message>
        <source>ledge-cli: no levels found in the folders given (see &apos;ledge-cli formats&apos; for the formats read)</source>
        <translation>ledge-cli: nenhuma fase encontrada nas pastas indicadas (veja “ledge-cli formats” para os formatos lidos)</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n level(s) checked in %1 s</source>
        <translation>
            <numerusform>ledge-cli: %n fase verificada em %1 s</numerusform>
            <numerusform>ledge-cli: %n fases verificadas em %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>ledge-cli: %1 is not a folder: with several levels, the last argument is the folder to write them to</source>
        <translation>ledge-cli: %1 não é uma pasta: com várias fases, o último argumento é a pasta onde gravá-las</translation>
    </message>
    <message>
        <source>ledge-cli: two levels would be written to %1; export them separately</source>
        <translation>ledge-cli: duas fases seriam gravadas em %1; exporte-as separadamente</translation>
    </message>
    <message>
        <source>ledge-cli: cannot create the folder %1</source>
        <translation>ledge-cli: não é possível criar a pasta %1</translation>
    </message>
    <message>
        <source>Usage: ledge-cli convert IN OUT [--profile FILE] [--level NAME]</source>
        <translation>Uso: ledge-cli convert IN OUT [--profile FILE] [--level NAME]</translation>
    </message>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation>Formato de saída: text ou json (padrão text).</translation>
    </message>
    <message>
        <source>Also draw B with the changes marked.</source>
        <translation>Também desenha B com as mudanças marcadas.</translation>
    </message>
    <message>
        <source>The level before.</source>
        <translation>A fase antes.</translation>
    </message>
    <message>
        <source>The level after.</source>
        <translation>A fase depois.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli diff A B [--format text|json] [--png OUT.png]</source>
        <translation>Uso: ledge-cli diff A B [--format text|json] [--png OUT.png]</translation>
    </message>
    <message>
        <source>ledge-cli: unknown output format &apos;%1&apos; (use text or json)</source>
        <translation>ledge-cli: formato de saída “%1” desconhecido (use text ou json)</translation>
    </message>
    <message>
        <source>the levels are the same</source>
        <translation>as fases são iguais</translation>
    </message>
    <message>
        <source>Where to write the merged level (default OURS).</source>
        <translation>Onde gravar a fase mesclada (padrão OURS).</translation>
    </message>
    <message>
        <source>The common ancestor.</source>
        <translation>O ancestral comum.</translation>
    </message>
    <message>
        <source>Our edit of it.</source>
        <translation>Nossa edição dele.</translation>
    </message>
    <message>
        <source>Their edit of it.</source>
        <translation>A edição deles.</translation>
    </message>
    <message>
        <source>Usage: ledge-cli merge BASE OURS THEIRS [-o OUT]</source>
        <translation>Uso: ledge-cli merge BASE OURS THEIRS [-o OUT]</translation>
    </message>
    <message>
        <source>ledge-cli: cannot merge: %1</source>
        <translation>ledge-cli: não é possível mesclar: %1</translation>
    </message>
    <message>
        <source>conflict: %1</source>
        <translation>conflito: %1</translation>
    </message>
    <message numerus="yes">
        <source>ledge-cli: %n conflict(s); %1 left unchanged</source>
        <translation>
            <numerusform>ledge-cli: %n conflito; %1 não foi alterado</numerusform>
            <numerusform>ledge-cli: %n conflitos; %1 não foi alterado</numerusform>
        </translation>
    </message>
    <message>
        <source>their new layer %1 is now layer %2 (our new layer has the same id)</source>
        <translation>a nova camada %1 deles agora é a camada %2 (nossa nova camada tem o mesmo id)</translation>
    </message>
    <message>
        <source>their new object %1 is now object %2 (our new object has the same id)</source>
        <translation>o novo objeto %1 deles agora é o objeto %2 (nosso novo objeto tem o mesmo id)</translation>
    </message>
    <message>
        <source>warning: the merge makes a new error: %1: %2</source>
        <translation>aviso: a mesclagem cria um novo erro: %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 of the player&apos;s %3</source>
        <translation>%1: %2 do %3 do jogador</translation>
    </message>
    <message>
        <source>levels, in order</source>
        <translation>fases, em ordem</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s):</source>
        <translation>
            <numerusform>%n fase:</numerusform>
            <numerusform>%n fases:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message>
        <source>The run was interrupted: this report is partial.</source>
        <translation>A execução foi interrompida: este relatório é parcial.</translation>
    </message>
    <message>
        <source>Difficulty across the levels</source>
        <translation>Dificuldade ao longo das fases</translation>
    </message>
    <message>
        <source>No difficulty data: none of these reports holds reachability margins (how much of the player&apos;s jump and speed each target needs).</source>
        <translation>Sem dados de dificuldade: nenhum destes relatórios contém margens de alcançabilidade (quanto do pulo e da velocidade do jogador cada alvo exige).</translation>
    </message>
    <message>
        <source>hardest jump: share of the jump height needed</source>
        <translation>pulo mais difícil: parcela da altura do pulo necessária</translation>
    </message>
    <message>
        <source>share of the run speed needed</source>
        <translation>parcela da velocidade de corrida necessária</translation>
    </message>
    <message>
        <source>tight-jump threshold (95%)</source>
        <translation>limite de pulo apertado (95%)</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Fases</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>ilegível: %1</translation>
    </message>
    <message>
        <source>hardest jump: %1 of the jump height (target #%2)</source>
        <translation>pulo mais difícil: %1 da altura do pulo (alvo #%2)</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravidade</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Issues shown: %1</source>
        <translation>Problemas exibidos: %1</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more issue(s), in the JSON report</source>
        <translation>
            <numerusform>%1: mais %n problema, no relatório JSON</numerusform>
            <numerusform>%1: mais %n problemas, no relatório JSON</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n célula</numerusform>
            <numerusform>%n células</numerusform>
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
        <translation>Medir quanto pulo e corrida cada alvo alcançado exige (mais lento).</translation>
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
                   verifica fases (arquivos ou pastas, em paralelo); sai com 0 se nenhuma tem erros,
                   1 se alguma tem, 2 se alguma entrada é ilegível
  export LEVEL OUT [--format NAME] [--force]
  export LEVEL... OUTDIR [--format NAME] [--force] [--html OUT.html] [--jobs N]
                   valida e depois grava OUT com um exportador; recusa (saída 1) se houver erros
  convert IN OUT [--profile FILE] [--level NAME]
                   lê IN com um importador (p. ex. um mapa do Tiled, uma fase do LDtk) e grava OUT
  render LEVEL OUT.png [--scale S] [--overlay issues,reach] [--no-art]
                   desenha a fase (sobre a sua arte), suas sobreposições e alcançabilidade em uma imagem
  formats          lista importadores, exportadores e regras, com seu arquivo de plugin
  diff A B [--format text|json] [--png OUT.png]
                   o que mudou de A para B; sai com 0 iguais, 1 diferentes, 2 com entrada inválida
  merge BASE OURS THEIRS [-o OUT]
                   mesclagem de três vias (um driver de merge do git); sai com 1 em conflitos, nada é gravado
  generate OUT [--shapes N] [--seed S] [--mode platformer|topdown] [--overlap F] [--tiles]
                   grava uma fase grande gerada, para benchmarks e testes de carga
Execute “ledge-cli COMANDO --help” para ver as opções de um comando.</translation>
    </message>
    <message>
        <source>Leave out the pictures a map came with from Tiled or LDtk.</source>
        <translation>Deixar de fora as imagens que o mapa trouxe do Tiled ou do LDtk.</translation>
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
        <translation>Fase do Ledge</translation>
    </message>
</context>
<context>
    <name>LevelArt</name>
    <message>
        <source>expected an array of %1 to %2 numbers</source>
        <translation>esperava-se uma lista de %1 a %2 números</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>esperava-se um número</translation>
    </message>
    <message>
        <source>expected an index below %1</source>
        <translation>esperava-se um índice menor que %1</translation>
    </message>
    <message>
        <source>expected sizes above 0</source>
        <translation>esperavam-se tamanhos maiores que 0</translation>
    </message>
    <message>
        <source>expected whole columns and rows, at most %1 cells</source>
        <translation>esperavam-se colunas e linhas inteiras, no máximo %1 células</translation>
    </message>
    <message>
        <source>expected %1 cells in base64 (4 bytes each)</source>
        <translation>esperavam-se %1 células em base64 (4 bytes cada)</translation>
    </message>
    <message>
        <source>cell %1 names tile %2 of %3</source>
        <translation>a célula %1 indica o tile %2 de %3</translation>
    </message>
    <message>
        <source>expected a whole number of pixels</source>
        <translation>esperava-se um número inteiro de pixels</translation>
    </message>
</context>
<context>
    <name>LevelDiff</name>
    <message>
        <source>+ object %1: %2 in layer %3</source>
        <translation>+ objeto %1: %2 na camada %3</translation>
    </message>
    <message>
        <source>- object %1: %2 in layer %3</source>
        <translation>- objeto %1: %2 na camada %3</translation>
    </message>
    <message>
        <source>~ object %1: %2</source>
        <translation>~ objeto %1: %2</translation>
    </message>
    <message>
        <source>+ layer %1 &quot;%2&quot;</source>
        <translation>+ camada %1 “%2”</translation>
    </message>
    <message>
        <source>- layer %1 &quot;%2&quot;</source>
        <translation>- camada %1 “%2”</translation>
    </message>
    <message>
        <source>~ layer %1: %2</source>
        <translation>~ camada %1: %2</translation>
    </message>
    <message>
        <source>~ tiles of layer %1: rows %2, columns %3</source>
        <translation>~ tiles da camada %1: linhas %2, colunas %3</translation>
    </message>
    <message>
        <source>~ settings: %1</source>
        <translation>~ configurações: %1</translation>
    </message>
</context>
<context>
    <name>LevelFile</name>
    <message>
        <source>required member is missing</source>
        <translation>membro obrigatório ausente</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>esperava-se um número</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>esperava-se uma string</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>esperava-se true ou false</translation>
    </message>
    <message>
        <source>expected a positive integer</source>
        <translation>esperava-se um inteiro positivo</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1</source>
        <translation>esperava-se um inteiro de 1 a %L1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava-se um objeto</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>esperava-se um array</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation>valor &quot;%1&quot; desconhecido; esperava-se um destes: %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;: this is not a Ledge level</source>
        <translation>esperava-se &quot;%1&quot;: isto não é uma fase do Ledge</translation>
    </message>
    <message>
        <source>version %1 is newer than this program supports (%2)</source>
        <translation>a versão %1 é mais nova do que este programa suporta (%2)</translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation>esperava-se um número positivo</translation>
    </message>
    <message>
        <source>layer id %1 is already used at %2</source>
        <translation>o id de camada %1 já é usado em %2</translation>
    </message>
    <message>
        <source>expected %1 rows of tiles (grid rows), found %2</source>
        <translation>esperavam-se %L1 linhas de tiles (linhas da grade), encontradas %L2</translation>
    </message>
    <message>
        <source>expected %1 tiles (grid columns), found %2</source>
        <translation>esperavam-se %L1 tiles (colunas da grade), encontrados %L2</translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot; in column %2; expected one of: . # = ^</source>
        <translation>tile &quot;%1&quot; desconhecido na coluna %2; esperava-se um destes: . # = ^</translation>
    </message>
    <message>
        <source>object id %1 is already used at %2</source>
        <translation>o id de objeto %1 já é usado em %2</translation>
    </message>
    <message>
        <source>a point is only allowed for spawn, goal and pickup, not for %1</source>
        <translation>um ponto só é permitido para spawn, goal e pickup, não para %1</translation>
    </message>
    <message>
        <source>expected a string, a number or true or false</source>
        <translation>esperava-se uma string, um número, true ou false</translation>
    </message>
    <message>
        <source>expected a point [x, y]</source>
        <translation>esperava-se um ponto [x, y]</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON inválido: %1</translation>
    </message>
    <message>
        <source>expected an object at the top level</source>
        <translation>esperava-se um objeto no nível superior</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>não é possível abrir o arquivo: %1</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>não é possível salvar %1: %2</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>só foi possível gravar %L1 de %L2 bytes</translation>
    </message>
    <message>
        <source>the grid cell size must be positive</source>
        <translation>o tamanho da célula da grade precisa ser positivo</translation>
    </message>
    <message>
        <source>the grid needs 1 to %1 columns and rows</source>
        <translation>a grade precisa ter de 1 a %L1 colunas e linhas</translation>
    </message>
    <message>
        <source>object %1 is a point, which only spawn, goal and pickup may be</source>
        <translation>o objeto %1 é um ponto, o que só spawn, goal e pickup podem ser</translation>
    </message>
    <message>
        <source>the cell size %1 times %2 cells exceeds the largest number</source>
        <translation>o tamanho de célula %L1 vezes %L2 células excede o maior número representável</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than the %2 MiB a level may have</source>
        <translation>o arquivo tem %L1 bytes, mais do que os %L2 MiB que uma fase pode ter</translation>
    </message>
    <message>
        <source>arrays and objects nested more deeply than a JSON reader accepts</source>
        <translation>arrays e objetos aninhados mais profundamente do que um leitor de JSON aceita</translation>
    </message>
    <message>
        <source>numbers must fit in a double, at most about 1.8e308</source>
        <translation>os números precisam caber em um double, no máximo cerca de 1.8e308</translation>
    </message>
    <message>
        <source>NaN and Infinity are not JSON numbers</source>
        <translation>NaN e Infinity não são números JSON</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>não é possível ler o arquivo: %1</translation>
    </message>
    <message>
        <source>the grid cell size times the cells exceeds the largest number</source>
        <translation>o tamanho da célula vezes o número de células excede o maior número representável</translation>
    </message>
    <message>
        <source>layer id %1 is not from 1 to %2</source>
        <translation>o id de camada %1 não está entre 1 e %2</translation>
    </message>
    <message>
        <source>object id %1 is not from 1 to %2</source>
        <translation>o id de objeto %1 não está entre 1 e %2</translation>
    </message>
    <message>
        <source>expected an angle in degrees from 0 to 89</source>
        <translation>esperado um ângulo em graus de 0 a 89</translation>
    </message>
    <message>
        <source>no type &quot;%1&quot; in /types</source>
        <translation>nenhum tipo “%1” em /types</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>esperava-se uma string não vazia</translation>
    </message>
    <message>
        <source>the type &quot;%1&quot; is defined twice</source>
        <translation>o tipo “%1” está definido duas vezes</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is defined twice</source>
        <translation>o campo “%1” está definido duas vezes</translation>
    </message>
    <message>
        <source>expected a default of type %1</source>
        <translation>esperava-se um valor padrão do tipo %1</translation>
    </message>
    <message>
        <source>expected a share from 0 to 1</source>
        <translation>esperava-se uma parcela de 0 a 1</translation>
    </message>
</context>
<context>
    <name>LevelMerge</name>
    <message>
        <source>the merged settings do not form a valid level: %1</source>
        <translation>as configurações mescladas não formam uma fase válida: %1</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>alterado</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>removido</translation>
    </message>
    <message>
        <source>above layer %1</source>
        <translation>acima da camada %1</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>alterado: %1</translation>
    </message>
    <message>
        <source>above object %1</source>
        <translation>acima do objeto %1</translation>
    </message>
    <message>
        <source>at the bottom</source>
        <translation>no fundo</translation>
    </message>
    <message>
        <source>setting %1: ours %2, theirs %3 (base %4)</source>
        <translation>configuração %1: nossa %2, deles %3 (base %4)</translation>
    </message>
    <message>
        <source>layer %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>camada %1, %2: nossa %3, deles %4 (base %5)</translation>
    </message>
    <message>
        <source>object %1, %2: ours %3, theirs %4 (base %5)</source>
        <translation>objeto %1, %2: nossa %3, deles %4 (base %5)</translation>
    </message>
    <message>
        <source>tiles of layer %1, column %2, row %3: ours %4, theirs %5 (base %6)</source>
        <translation>tiles da camada %1, coluna %2, linha %3: nossa %4, deles %5 (base %6)</translation>
    </message>
</context>
<context>
    <name>ObjectOps</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Excluir %n objeto</numerusform>
            <numerusform>Excluir %n objetos</numerusform>
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
        <translation>Colar</translation>
    </message>
    <message>
        <source>Flip slope</source>
        <translation>Inverter rampa</translation>
    </message>
    <message>
        <source>The objects no longer exist.</source>
        <translation>Os objetos não existem mais.</translation>
    </message>
    <message>
        <source>The objects no longer overlap.</source>
        <translation>Os objetos não se sobrepõem mais.</translation>
    </message>
    <message>
        <source>Separate objects</source>
        <translation>Separar objetos</translation>
    </message>
    <message>
        <source>Markers cannot be merged.</source>
        <translation>Marcadores não podem ser mesclados.</translation>
    </message>
    <message>
        <source>The union of these shapes is not one simple polygon.</source>
        <translation>A união dessas formas não é um único polígono simples.</translation>
    </message>
    <message>
        <source>The union of these shapes is degenerate.</source>
        <translation>A união dessas formas é degenerada.</translation>
    </message>
    <message>
        <source>Merge objects</source>
        <translation>Mesclar objetos</translation>
    </message>
    <message>
        <source>Align objects</source>
        <translation>Alinhar objetos</translation>
    </message>
    <message>
        <source>Distribute objects</source>
        <translation>Distribuir objetos</translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s) to another layer</source>
        <translation>
            <numerusform>Mover %n objeto para outra camada</numerusform>
            <numerusform>Mover %n objetos para outra camada</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply fix</source>
        <translation>Aplicar correção</translation>
    </message>
    <message>
        <source>The object no longer exists.</source>
        <translation>O objeto não existe mais.</translation>
    </message>
    <message>
        <source>The level has no objects layer that collides.</source>
        <translation>O nível não tem camada de objetos que colide.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Fix: move %1 by (%2, %3)</source>
        <translation>Corrigir: mover %1 em (%2, %3)</translation>
    </message>
    <message>
        <source>Fix: add a solid step at (%1, %2), %3 by %4</source>
        <translation>Corrigir: adicionar um degrau sólido em (%1, %2), %3 por %4</translation>
    </message>
    <message>
        <source>Fix: remove %1</source>
        <translation>Corrigir: remover %1</translation>
    </message>
</context>
<context>
    <name>PluginManager</name>
    <message>
        <source>%1 threw an exception: %2</source>
        <translation>%1 lançou uma exceção: %2</translation>
    </message>
    <message>
        <source>%1 threw an unknown exception</source>
        <translation>%1 lançou uma exceção desconhecida</translation>
    </message>
    <message>
        <source>a plugin of the same file name is already loaded from %1</source>
        <translation>um plugin com o mesmo nome de arquivo já foi carregado de %1</translation>
    </message>
    <message>
        <source>not a Qt plugin (no plugin metadata)</source>
        <translation>não é um plugin Qt (sem metadados de plugin)</translation>
    </message>
    <message>
        <source>not a Ledge plugin (interface %1)</source>
        <translation>não é um plugin do Ledge (interface %1)</translation>
    </message>
    <message>
        <source>built for plugin API version %1, this program supports version %2</source>
        <translation>compilado para a versão %1 da API de plugins; este programa suporta a versão %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <source>disabled in the settings</source>
        <translation>desativado nas configurações</translation>
    </message>
    <message>
        <source>implements no Ledge interface of API version %1</source>
        <translation>não implementa nenhuma interface do Ledge da versão %1 da API</translation>
    </message>
    <message>
        <source>The importer</source>
        <translation>O importador</translation>
    </message>
    <message>
        <source>the importer returned no level</source>
        <translation>o importador não retornou nenhuma fase</translation>
    </message>
    <message>
        <source>The exporter</source>
        <translation>O exportador</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>A regra</translation>
    </message>
</context>
<context>
    <name>PngExportPlugin</name>
    <message>
        <source>Picture of the level (PNG)</source>
        <translation>Imagem da fase (PNG)</translation>
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
        <translation>Mão única</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Perigo</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Gatilho</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Ponto de surgimento</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coletável</translation>
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
        <translation>Mão única</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Perigo</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Gatilho</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Ponto de surgimento</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coletável</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>expected an array of file names</source>
        <translation>esperava-se uma lista de nomes de arquivo</translation>
    </message>
    <message>
        <source>expected a file name</source>
        <translation>esperava-se um nome de arquivo</translation>
    </message>
    <message>
        <source>expected an array of layers</source>
        <translation>esperava-se uma lista de camadas</translation>
    </message>
</context>
<context>
    <name>TiledFormat</name>
    <message>
        <source>the zlib-compressed tile data is damaged</source>
        <translation>os dados de tiles comprimidos com zlib estão danificados</translation>
    </message>
    <message>
        <source>tile data compressed with %1 is not supported (save the map with CSV or zlib)</source>
        <translation>dados de tiles comprimidos com %1 não são suportados (salve o mapa com CSV ou zlib)</translation>
    </message>
    <message>
        <source>the layer has %1 cells, expected %2</source>
        <translation>a camada tem %L1 células, esperavam-se %L2</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>objeto %1</translation>
    </message>
    <message>
        <source>object %1 &apos;%2&apos;</source>
        <translation>objeto %1 “%2”</translation>
    </message>
    <message>
        <source>layer %1 &apos;%2&apos;</source>
        <translation>camada %1 “%2”</translation>
    </message>
    <message>
        <source>layer &apos;%1&apos;</source>
        <translation>camada “%1”</translation>
    </message>
    <message>
        <source>the map is %1, not orthogonal: positions are taken as they are</source>
        <translation>o mapa é %1, não ortogonal: as posições são usadas como estão</translation>
    </message>
    <message>
        <source>tiles are %1x%2, Ledge cells are square: cells are %1 wide</source>
        <translation>os tiles são %1x%2, as células do Ledge são quadradas: as células têm %1 de largura</translation>
    </message>
    <message>
        <source>tile %1 skipped: the map is too large for tiles (%2x%3)</source>
        <translation>%1 (tiles) ignorada: o mapa é grande demais para tiles (%2x%3)</translation>
    </message>
    <message>
        <source>tile %1 skipped: %2</source>
        <translation>%1 (tiles) ignorada: %2</translation>
    </message>
    <message>
        <source>tile %1: cells outside the map&apos;s %2x%3 grid skipped</source>
        <translation>%1 (tiles): células fora da grade %2x%3 do mapa ignoradas</translation>
    </message>
    <message>
        <source>%1: the id is used twice, the second one becomes %2</source>
        <translation>%1: o id é usado duas vezes, o segundo passa a ser %2</translation>
    </message>
    <message>
        <source>%1 skipped: polylines have no inside</source>
        <translation>%1 ignorado: polilinhas não têm interior</translation>
    </message>
    <message>
        <source>%1 skipped: text objects are not supported</source>
        <translation>%1 ignorado: objetos de texto não são suportados</translation>
    </message>
    <message>
        <source>%1 skipped: a point must have the class spawn, goal or pickup</source>
        <translation>%1 ignorado: um ponto precisa ter a classe spawn, goal ou pickup</translation>
    </message>
    <message>
        <source>%1: rotated rectangle converted to a polygon</source>
        <translation>%1: retângulo rotacionado convertido em polígono</translation>
    </message>
    <message>
        <source>%1: ellipse with unequal sides converted to a polygon</source>
        <translation>%1: elipse com lados desiguais convertida em polígono</translation>
    </message>
    <message>
        <source>%1: class slope, but not a right triangle of a slope; kept as a polygon</source>
        <translation>%1: classe slope, mas não é o triângulo retângulo de uma rampa; mantido como polígono</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; of a custom class skipped</source>
        <translation>%1: propriedade “%2” de uma classe personalizada ignorada</translation>
    </message>
    <message>
        <source>the tiles of an infinite map (chunks) are not supported</source>
        <translation>os tiles de um mapa infinito (chunks) não são suportados</translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation>a camada não tem dados de tiles</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>posição %1: %2</translation>
    </message>
    <message>
        <source>not a Tiled map: no &quot;layers&quot;</source>
        <translation>não é um mapa do Tiled: sem &quot;layers&quot;</translation>
    </message>
    <message>
        <source>not a Tiled map: no &lt;map&gt; element</source>
        <translation>não é um mapa do Tiled: sem elemento &lt;map&gt;</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>tile %1 skipped: it has no tile data for its %2x%3 cells</source>
        <translation>%1 (tiles) ignorada: ela não tem dados de tiles para suas %2x%3 células</translation>
    </message>
    <message>
        <source>groups nested more than %1 deep</source>
        <translation>grupos aninhados com mais de %L1 níveis</translation>
    </message>
    <message>
        <source>external tileset &apos;%1&apos; could not be read: its tiles have no collision shapes</source>
        <translation>o tileset externo &apos;%1&apos; não pôde ser lido: seus tiles não têm formas de colisão</translation>
    </message>
    <message>
        <source>%1 (tile shapes)</source>
        <translation>%1 (formas dos tiles)</translation>
    </message>
    <message>
        <source>tile %1: some cells use tiles of a tileset that could not be read; they count as whole cells</source>
        <translation>%1 de tiles: algumas células usam tiles de um tileset que não pôde ser lido; contam como células inteiras</translation>
    </message>
    <message>
        <source>%1 skipped: its template &apos;%2&apos; could not be read</source>
        <translation>%1 ignorado: seu modelo &apos;%2&apos; não pôde ser lido</translation>
    </message>
    <message>
        <source>%1 skipped: a tile object without a size</source>
        <translation>%1 ignorado: um objeto de tile sem tamanho</translation>
    </message>
    <message>
        <source>import profile %1</source>
        <translation>perfil de importação %1</translation>
    </message>
    <message>
        <source>a chunk has %1 cells, expected %2</source>
        <translation>um bloco tem %1 células, esperadas %2</translation>
    </message>
</context>
<context>
    <name>TmjPlugin</name>
    <message>
        <source>Tiled map (JSON)</source>
        <translation>Mapa do Tiled (JSON)</translation>
    </message>
</context>
<context>
    <name>TmxPlugin</name>
    <message>
        <source>Tiled map (XML)</source>
        <translation>Mapa do Tiled (XML)</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> e mais %n</numerusform>
            <numerusform> e mais %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level has %n spawns; it needs exactly one</source>
        <translation>
            <numerusform>A fase tem %n ponto de surgimento; ela precisa de exatamente um</numerusform>
            <numerusform>A fase tem %n pontos de surgimento; ela precisa de exatamente um</numerusform>
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
        <translation>plataforma de mão única</translation>
    </message>
    <message>
        <source>hazard</source>
        <comment>role in the middle of a sentence</comment>
        <translation>perigo</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>role in the middle of a sentence</comment>
        <translation>gatilho</translation>
    </message>
    <message>
        <source>spawn</source>
        <comment>role in the middle of a sentence</comment>
        <translation>ponto de surgimento</translation>
    </message>
    <message>
        <source>goal</source>
        <comment>role in the middle of a sentence</comment>
        <translation>objetivo</translation>
    </message>
    <message>
        <source>pickup</source>
        <comment>role in the middle of a sentence</comment>
        <translation>coletável</translation>
    </message>
    <message>
        <source>Solid</source>
        <translation>Sólido</translation>
    </message>
    <message>
        <source>One-way platform</source>
        <translation>Plataforma de mão única</translation>
    </message>
    <message>
        <source>Hazard</source>
        <translation>Perigo</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Gatilho</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>Ponto de surgimento</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coletável</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1 #%2 &apos;%3&apos;</source>
        <translation>%1 #%2 “%3”</translation>
    </message>
    <message>
        <source>a coordinate is not a finite number</source>
        <translation>uma coordenada não é um número finito</translation>
    </message>
    <message>
        <source>its size is zero or negative</source>
        <translation>seu tamanho é zero ou negativo</translation>
    </message>
    <message>
        <source>a polygon needs at least 3 points</source>
        <translation>um polígono precisa de pelo menos 3 pontos</translation>
    </message>
    <message>
        <source>the polygon has no area</source>
        <translation>o polígono não tem área</translation>
    </message>
    <message>
        <source>the polygon crosses itself</source>
        <translation>o polígono cruza a si mesmo</translation>
    </message>
    <message>
        <source>%1 has an invalid shape: %2</source>
        <translation>%1 tem uma forma inválida: %2</translation>
    </message>
    <message>
        <source>%1 lies outside the level</source>
        <translation>%1 está fora da fase</translation>
    </message>
    <message>
        <source>%1 overlaps %2</source>
        <translation>%1 se sobrepõe a %2</translation>
    </message>
    <message>
        <source>Tile layers &apos;%1&apos; and &apos;%2&apos; both fill %3</source>
        <translation>As camadas de tiles “%1” e “%2” preenchem ambas %3</translation>
    </message>
    <message>
        <source>The level has no spawn: place one with the spawn tool</source>
        <translation>A fase não tem ponto de surgimento: coloque um com a ferramenta Ponto de surgimento</translation>
    </message>
    <message>
        <source>The player does not fit at %1: its box overlaps a solid</source>
        <translation>O jogador não cabe no %1: sua caixa se sobrepõe a um sólido</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn</source>
        <translation>%1 é inalcançável a partir do ponto de surgimento</translation>
    </message>
    <message numerus="yes">
        <source>%1 overlaps %n solid tile(s) at %2</source>
        <translation>
            <numerusform>%1 se sobrepõe a %n tile sólido em %2</numerusform>
            <numerusform>%1 se sobrepõe a %n tiles sólidos em %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not reached before the search stopped at its limit of %L2 states</source>
        <translation>%1 não foi alcançado antes de a busca parar no limite de %L2 estados</translation>
    </message>
    <message>
        <source>%1 cannot be reached: the player does not fit at the spawn</source>
        <translation>%1 é inalcançável: o jogador não cabe no ponto de surgimento</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height and %3% of its run speed: only a perfect player gets there</source>
        <translation>%1 exige %2% da altura do pulo do jogador e %3% da sua velocidade de corrida: só um jogador perfeito chega lá</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s jump height: only a perfect jump gets there</source>
        <translation>%1 exige %2% da altura do pulo do jogador: só um pulo perfeito chega lá</translation>
    </message>
    <message>
        <source>%1 needs %2% of the player&apos;s run speed: only a perfect run gets there</source>
        <translation>%1 exige %2% da velocidade de corrida do jogador: só uma corrida perfeita chega lá</translation>
    </message>
    <message>
        <source>%1 is walled in: no way leads to it from the spawn</source>
        <translation>%1 está emparedado: nenhum caminho leva até ele a partir do ponto de surgimento</translation>
    </message>
    <message>
        <source>Every way to %1 crosses a hazard</source>
        <translation>Todo caminho até %1 atravessa um perigo</translation>
    </message>
    <message>
        <source>Every way to %1 crosses %2</source>
        <translation>Todo caminho até %1 atravessa %2</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump</source>
        <translation>%1 está %2 unidades acima do pulo mais alto</translation>
    </message>
    <message>
        <source>%1 is %2 units above the highest jump from %3</source>
        <translation>%1 está %2 unidades acima do pulo mais alto a partir de %3</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s</source>
        <translation>%1 exige um pulo %2 unidades mais alto que o do jogador</translation>
    </message>
    <message>
        <source>%1 needs a jump %2 units higher than the player&apos;s, from %3</source>
        <translation>%1 exige um pulo %2 unidades mais alto que o do jogador, a partir de %3</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units lower than the player</source>
        <translation>A passagem até %1 entre %2 e %3 é %4 unidades mais baixa que o jogador</translation>
    </message>
    <message>
        <source>The way to %1 between %2 and %3 is %4 units narrower than the player</source>
        <translation>A passagem até %1 entre %2 e %3 é %4 unidades mais estreita que o jogador</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units lower than the player</source>
        <translation>A passagem até %1 junto a %2 é %3 unidades mais baixa que o jogador</translation>
    </message>
    <message>
        <source>The way to %1 past %2 is %3 units narrower than the player</source>
        <translation>A passagem até %1 junto a %2 é %3 unidades mais estreita que o jogador</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units lower than the player</source>
        <translation>A passagem até %1 é %2 unidades mais baixa que o jogador</translation>
    </message>
    <message>
        <source>The way to %1 is %2 units narrower than the player</source>
        <translation>A passagem até %1 é %2 unidades mais estreita que o jogador</translation>
    </message>
    <message>
        <source>%1 is beyond the longest jump: it needs a run %2 units per second faster</source>
        <translation>%1 está além do pulo mais longo: exige uma corrida %2 unidades por segundo mais rápida</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the spawn: the closest the player gets is %2 units away</source>
        <translation>%1 é inalcançável a partir do ponto de surgimento: o jogador chega no máximo a %2 unidades dele</translation>
    </message>
    <message>
        <source>%1 is inside solid tiles: the player cannot touch it</source>
        <translation>%1 está dentro de tiles sólidos: o jogador não consegue tocá-lo</translation>
    </message>
    <message>
        <source>%1 is inside %2: the player cannot touch it</source>
        <translation>%1 está dentro de %2: o jogador não consegue tocá-lo</translation>
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
        <translation>Sem título</translation>
    </message>
</context>
<context>
    <name>ledge::DocumentTabs</name>
    <message>
        <source>&amp;Close Level</source>
        <translation>&amp;Fechar fase</translation>
    </message>
    <message>
        <source>&amp;Next Level</source>
        <translation>&amp;Próxima fase</translation>
    </message>
    <message>
        <source>&amp;Previous Level</source>
        <translation>Fase &amp;anterior</translation>
    </message>
    <message>
        <source>%1 (not saved yet)</source>
        <translation>%1 (ainda não salva)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tem alterações não salvas. Deseja salvá-las?</translation>
    </message>
</context>
<context>
    <name>ledge::ImportOptionsDialog</name>
    <message>
        <source>Import Options</source>
        <translation>Opções de importação</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Importando %1</translation>
    </message>
    <message>
        <source>%1 beside the map</source>
        <translation>%1 ao lado do mapa</translation>
    </message>
    <message>
        <source>%1 beside the map (there is none)</source>
        <translation>%1 ao lado do mapa (não há nenhum)</translation>
    </message>
    <message>
        <source>No profile (the importer&apos;s defaults)</source>
        <translation>Nenhum perfil (os padrões do importador)</translation>
    </message>
    <message>
        <source>Another file</source>
        <translation>Outro arquivo</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>An import profile states which layers, tiles and classes of the map collide.</source>
        <translation>Um perfil de importação diz quais camadas, tiles e classes do mapa colidem.</translation>
    </message>
    <message>
        <source>Import profile:</source>
        <translation>Perfil de importação:</translation>
    </message>
    <message>
        <source>Profile file:</source>
        <translation>Arquivo do perfil:</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n level(s). Level:</source>
        <translation>
            <numerusform>%1 contém %n fase. Fase:</numerusform>
            <numerusform>%1 contém %n fases. Fase:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Profile</source>
        <translation>Perfil de importação</translation>
    </message>
    <message>
        <source>Import profiles (*.json)</source>
        <translation>Perfis de importação (*.json)</translation>
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
        <translation>Nenhum problema: a fase é válida.</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Ir para</translation>
    </message>
    <message>
        <source>Separate (move #%1 out)</source>
        <translation>Separar (afastar #%1)</translation>
    </message>
    <message>
        <source>Merge into one polygon</source>
        <translation>Mesclar em um único polígono</translation>
    </message>
    <message>
        <source>Errors: %1    Warnings: %2</source>
        <translation>Erros: %1    Avisos: %2</translation>
    </message>
    <message>
        <source>Nothing to fix. Overlaps, shapes out of bounds and targets the player cannot reach are listed here as you edit.</source>
        <translation>Nada a corrigir. Sobreposições, formas fora dos limites e alvos que o jogador não consegue alcançar aparecem aqui enquanto você edita.</translation>
    </message>
</context>
<context>
    <name>ledge::LayersDock</name>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>Visível</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Bloqueada</translation>
    </message>
    <message>
        <source>Collides: takes part in validation</source>
        <translation>Colide: participa da validação</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Add an objects layer</source>
        <translation>Adicionar uma camada de objetos</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Add a tiles layer</source>
        <translation>Adicionar uma camada de tiles</translation>
    </message>
    <message>
        <source>Raise layer</source>
        <translation>Subir camada</translation>
    </message>
    <message>
        <source>Lower layer</source>
        <translation>Descer camada</translation>
    </message>
    <message>
        <source>Delete layer</source>
        <translation>Excluir camada</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sem nome)</translation>
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
        <translation>Alcançado: exige %1% da altura do pulo do jogador e %2% da sua velocidade de corrida</translation>
    </message>
</context>
<context>
    <name>ledge::MainWindow</name>
    <message>
        <source>Ledge levels (*.ledge);;All files (*)</source>
        <translation>Fases do Ledge (*.ledge);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Novo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Rec&amp;ortar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;lar</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Selecionar &amp;tudo</translation>
    </message>
    <message>
        <source>&amp;Flip Slope</source>
        <translation>&amp;Inverter rampa</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Aumentar zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Diminuir zoom</translation>
    </message>
    <message>
        <source>&amp;Fit to Level</source>
        <translation>Ajustar à &amp;fase</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>Alinhar à &amp;grade</translation>
    </message>
    <message>
        <source>Snap: 1/%1 cell</source>
        <translation>Alinhamento: 1/%1 de célula</translation>
    </message>
    <message>
        <source>Snap: off</source>
        <translation>Alinhamento: desligado</translation>
    </message>
    <message>
        <source>Whole Cells</source>
        <translation>Células inteiras</translation>
    </message>
    <message>
        <source>1/%1 Cell</source>
        <translation>1/%1 de célula</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Selecionar</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Retângulo</translation>
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
        <translation>Ponto de surgimento</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Pickup</source>
        <translation>Coletável</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borracha</translation>
    </message>
    <message>
        <source>Eraser for the tile brush (X); the right button always erases</source>
        <translation>Borracha do pincel de tiles (X); o botão direito sempre apaga</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atalhos de &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;About Ledge</source>
        <translation>&amp;Sobre o Ledge</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir r&amp;ecente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Snap Subdivisions</source>
        <translation>Subdivisões do alinhamento</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source> New shapes: </source>
        <translation> Novas formas: </translation>
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
        <translation>Mão única =</translation>
    </message>
    <message>
        <source>Hazard ^</source>
        <translation>Perigo ^</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;aberto&gt;</translation>
    </message>
    <message>
        <source>%1, %2 px   cell %3, %4</source>
        <translation>%L1; %L2 px   célula %3; %4</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %L1%</translation>
    </message>
    <message>
        <source>✔ valid</source>
        <translation>✔ válida</translation>
    </message>
    <message>
        <source>%1[*] — Ledge</source>
        <translation>%1[*] — Ledge</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>Cannot open level</source>
        <translation>Não é possível abrir a fase</translation>
    </message>
    <message>
        <source>The level could not be opened:

%1</source>
        <translation>Não foi possível abrir a fase:

%1</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Abrir fase</translation>
    </message>
    <message>
        <source>Cannot save level</source>
        <translation>Não é possível salvar a fase</translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation>Salvar fase como</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atalho</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Mover a vista</translation>
    </message>
    <message>
        <source>Middle button or Space+drag</source>
        <translation>Botão do meio ou Espaço+arrastar</translation>
    </message>
    <message>
        <source>Zoom at cursor</source>
        <translation>Zoom no cursor</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+roda do mouse</translation>
    </message>
    <message>
        <source>Nudge selection 1 px / 1 cell</source>
        <translation>Deslocar a seleção 1 px / 1 célula</translation>
    </message>
    <message>
        <source>Arrows / Shift+arrows</source>
        <translation>Setas / Shift+setas</translation>
    </message>
    <message>
        <source>Add to selection</source>
        <translation>Adicionar à seleção</translation>
    </message>
    <message>
        <source>Shift+click or Ctrl+click</source>
        <translation>Shift+clique ou Ctrl+clique</translation>
    </message>
    <message>
        <source>Insert polygon vertex</source>
        <translation>Inserir vértice de polígono</translation>
    </message>
    <message>
        <source>Double-click an edge</source>
        <translation>Clique duplo em uma aresta</translation>
    </message>
    <message>
        <source>Close polygon / drop last vertex / cancel</source>
        <translation>Fechar polígono / remover último vértice / cancelar</translation>
    </message>
    <message>
        <source>Enter or double-click / Backspace / Esc</source>
        <translation>Enter ou clique duplo / Backspace / Esc</translation>
    </message>
    <message>
        <source>Erase tiles</source>
        <translation>Apagar tiles</translation>
    </message>
    <message>
        <source>Right button</source>
        <translation>Botão direito</translation>
    </message>
    <message>
        <source>About Ledge</source>
        <translation>Sobre o Ledge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;A level editor for 2D games: draw shapes and tiles on a grid, see every overlap while you drag, and prove every goal reachable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ledge %1&lt;/h3&gt;&lt;p&gt;Um editor de fases para jogos 2D: desenhe formas e tiles em uma grade, veja cada sobreposição enquanto arrasta e prove que todo objetivo é alcançável.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Errors: %1 · Warnings: %2</source>
        <translation>Erros: %1 · Avisos: %2</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>No importer reads %1.</source>
        <translation>Nenhum importador lê %1.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>No importer plugin is loaded.</source>
        <translation>Nenhum plugin de importação está carregado.</translation>
    </message>
    <message>
        <source>All supported formats (%1)</source>
        <translation>Todos os formatos suportados (%1)</translation>
    </message>
    <message>
        <source>Import Level</source>
        <translation>Importar fase</translation>
    </message>
    <message>
        <source>Cannot import level</source>
        <translation>Não é possível importar a fase</translation>
    </message>
    <message>
        <source>The file could not be imported:

%1</source>
        <translation>Não foi possível importar o arquivo:

%1</translation>
    </message>
    <message>
        <source>Import warnings</source>
        <translation>Avisos de importação</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) of %1 could not be imported exactly.</source>
        <translation>
            <numerusform>%n item de %1 não pôde ser importado exatamente.</numerusform>
            <numerusform>%n itens de %1 não puderam ser importados exatamente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export level</source>
        <translation>Não é possível exportar a fase</translation>
    </message>
    <message>
        <source>No exporter writes %1.</source>
        <translation>Nenhum exportador grava %1.</translation>
    </message>
    <message>
        <source>The level has errors</source>
        <translation>A fase tem erros</translation>
    </message>
    <message numerus="yes">
        <source>The level has %n error(s). Export it anyway?</source>
        <translation>
            <numerusform>A fase tem %n erro. Exportar mesmo assim?</numerusform>
            <numerusform>A fase tem %n erros. Exportar mesmo assim?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Exportar mesmo assim</translation>
    </message>
    <message>
        <source>Export warnings</source>
        <translation>Avisos de exportação</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) could not be exported exactly.</source>
        <translation>
            <numerusform>%n item não pôde ser exportado exatamente.</numerusform>
            <numerusform>%n itens não puderam ser exportados exatamente.</numerusform>
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
        <translation>Nenhum plugin de exportação está carregado.</translation>
    </message>
    <message>
        <source>Export Level</source>
        <translation>Exportar fase</translation>
    </message>
    <message>
        <source>%1 was removed from the disk</source>
        <translation>%1 foi removido do disco</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 foi alterado por outro programa. Recarregá-lo?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Arquivo alterado no disco</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar trabalho não salvo</translation>
    </message>
    <message>
        <source>Ledge did not close cleanly. Unsaved changes to %1 from %2 were kept. Restore them?</source>
        <translation>O Ledge não foi fechado corretamente. As alterações não salvas de %1 de %2 foram mantidas. Restaurá-las?</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Não é possível restaurar</translation>
    </message>
    <message>
        <source>%1 was changed by another program while you have unsaved changes.</source>
        <translation>%1 foi alterado por outro programa enquanto você tem alterações não salvas.</translation>
    </message>
    <message>
        <source>Merge their changes into yours, reload the file and lose your changes, or keep yours.</source>
        <translation>Mescle as alterações deles com as suas, recarregue o arquivo e perca as suas, ou mantenha as suas.</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Mesclar as alterações deles</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recarregar</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Manter as minhas</translation>
    </message>
    <message>
        <source>the file as last saved cannot be read again: %1</source>
        <translation>o arquivo como foi salvo pela última vez não pode ser lido de novo: %1</translation>
    </message>
    <message>
        <source>Cannot merge</source>
        <translation>Não é possível mesclar</translation>
    </message>
    <message>
        <source>Merged the changes to %1</source>
        <translation>Alterações em %1 mescladas</translation>
    </message>
    <message>
        <source>Object &amp;Types…</source>
        <translation>&amp;Tipos de objeto…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>%1 is not a level: Ledge opens its own levels and the maps its importers read (%2).</source>
        <translation>%1 não é uma fase: o Ledge abre suas próprias fases e os mapas que seus importadores leem (%2).</translation>
    </message>
    <message>
        <source>Levels and maps (%1)</source>
        <translation>Fases e mapas (%1)</translation>
    </message>
    <message>
        <source>Imported %1 with the import profile %2</source>
        <translation>%1 importado com o perfil de importação %2</translation>
    </message>
    <message>
        <source>Imported %1 with the import profile %2 beside it</source>
        <translation>%1 importado com o perfil de importação %2 ao lado dele</translation>
    </message>
    <message>
        <source>Imported %1 without an import profile</source>
        <translation>%1 importado sem perfil de importação</translation>
    </message>
    <message>
        <source>Show &amp;Art</source>
        <translation>Mostrar a &amp;arte</translation>
    </message>
    <message>
        <source>The pictures the level came with from Tiled or LDtk, dimmed under the collision</source>
        <translation>As imagens que vieram com o nível do Tiled ou do LDtk, esmaecidas sob a colisão</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the level&apos;s art not found, first: %1</source>
        <translation>
            <numerusform>%n imagem da arte do nível não encontrada: %1</numerusform>
            <numerusform>%n imagens da arte do nível não encontradas, a primeira: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::MarkerTool</name>
    <message>
        <source>Move spawn</source>
        <translation>Mover ponto de surgimento</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to place markers on</source>
        <translation>Nenhuma camada de objetos visível e desbloqueada para colocar marcadores</translation>
    </message>
</context>
<context>
    <name>ledge::MergeDialog</name>
    <message>
        <source>Level settings: %1</source>
        <translation>Configurações da fase: %1</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>Camada %1: %2</translation>
    </message>
    <message>
        <source>Object %1: %2</source>
        <translation>Objeto %1: %2</translation>
    </message>
    <message>
        <source>Tiles of layer %1: column %2, row %3</source>
        <translation>Tiles da camada %1: coluna %2, linha %3</translation>
    </message>
    <message>
        <source>Merge their changes</source>
        <translation>Mesclar as alterações deles</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) on disk conflict with yours. Choose which to keep for each.</source>
        <translation>
            <numerusform>%n alteração no disco conflita com as suas. Escolha qual manter.</numerusform>
            <numerusform>%n alterações no disco conflitam com as suas. Escolha qual manter em cada uma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Salvo</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>A minha</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>A deles</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Manter</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Mesclar</translation>
    </message>
    <message>
        <source>All mine</source>
        <translation>Todas as minhas</translation>
    </message>
    <message>
        <source>All theirs</source>
        <translation>Todas as deles</translation>
    </message>
</context>
<context>
    <name>ledge::MultiEditPanel</name>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Propriedade</translation>
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
        <translation>Esquerda</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Direita</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Topo</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Alinhar</translation>
    </message>
    <message>
        <source>Distribute</source>
        <translation>Distribuir</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Na horizontal</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Na vertical</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Mudar o papel</translation>
    </message>
    <message>
        <source>Rename objects</source>
        <translation>Renomear objetos</translation>
    </message>
    <message>
        <source>Set property</source>
        <translation>Definir propriedade</translation>
    </message>
    <message>
        <source>Move objects</source>
        <translation>Mover objetos</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(variados)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>chave</translation>
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
        <translation>Dois sólidos deixam uma passagem mais estreita que o jogador sem se tocarem.</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>de largura</translation>
    </message>
    <message>
        <source>high</source>
        <translation>de altura</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>os tiles</translation>
    </message>
    <message>
        <source>%1 and %2 leave a gap %3 units %4, too narrow for the player</source>
        <translation>%1 e %2 deixam uma passagem de %L3 unidades %4, estreita demais para o jogador</translation>
    </message>
</context>
<context>
    <name>ledge::NewLevelDialog</name>
    <message>
        <source>New Level</source>
        <translation>Nova fase</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plataforma</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Visão de cima</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Tamanho da célula</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
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
        <translation>Adicionar tipo</translation>
    </message>
    <message>
        <source>Remove type</source>
        <translation>Remover tipo</translation>
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
        <translation>Espécie</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Add field</source>
        <translation>Adicionar campo</translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation>Remover campo</translation>
    </message>
    <message>
        <source>Fields of the type, with the value new objects of it get</source>
        <translation>Campos do tipo, com o valor que seus novos objetos recebem</translation>
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
        <translation>verdadeiro/falso</translation>
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
        <translation>retângulo</translation>
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
        <translation>Renomear objeto</translation>
    </message>
    <message>
        <source>Search by name, #id, role or shape</source>
        <translation>Buscar por nome, #id, papel ou forma</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
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
        <translation>Nenhuma camada de objetos visível e desbloqueada para desenhar</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices: Enter or double-click closes, Backspace removes the last, Esc cancels</source>
        <translation>
            <numerusform>%n vértice: Enter ou clique duplo fecha, Backspace remove o último, Esc cancela</numerusform>
            <numerusform>%n vértices: Enter ou clique duplo fecha, Backspace remove o último, Esc cancela</numerusform>
        </translation>
    </message>
    <message>
        <source>A polygon needs at least three vertices</source>
        <translation>Um polígono precisa de pelo menos três vértices</translation>
    </message>
</context>
<context>
    <name>ledge::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>New level cell size</source>
        <translation>Tamanho da célula de novas fases</translation>
    </message>
    <message>
        <source>New level columns</source>
        <translation>Colunas de novas fases</translation>
    </message>
    <message>
        <source>New level rows</source>
        <translation>Linhas de novas fases</translation>
    </message>
    <message>
        <source>New level movement</source>
        <translation>Movimento de novas fases</translation>
    </message>
    <message>
        <source>Snap to the grid</source>
        <translation>Alinhar à grade</translation>
    </message>
    <message>
        <source>Snap subdivisions</source>
        <translation>Subdivisões do alinhamento</translation>
    </message>
    <message>
        <source>Autosave every (0 = never)</source>
        <translation>Salvamento automático a cada (0 = nunca)</translation>
    </message>
    <message>
        <source>Extra plugin folders (used from the next start)</source>
        <translation>Pastas extras de plugins (usadas a partir da próxima inicialização)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Plugin Folder</source>
        <translation>Pasta de plugins</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plataforma</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Visão de cima</translation>
    </message>
    <message>
        <source>Whole cells</source>
        <translation>Células inteiras</translation>
    </message>
    <message>
        <source>1/%1 cell</source>
        <translation>1/%1 de célula</translation>
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
        <translation>Geral</translation>
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
        <translation>Fornece / motivo</translation>
    </message>
</context>
<context>
    <name>ledge::PropertiesDock</name>
    <message>
        <source>Box</source>
        <translation>Retângulo</translation>
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
        <translation>Ponto</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriedades</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
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
        <translation>Largura</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Raio</translation>
    </message>
    <message>
        <source>Rises right</source>
        <translation>Sobe para a direita</translation>
    </message>
    <message>
        <source>Rises left</source>
        <translation>Sobe para a esquerda</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Superfície</translation>
    </message>
    <message>
        <source>Ceiling (solid above)</source>
        <translation>Teto (sólido acima)</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vértices</translation>
    </message>
    <message>
        <source>Custom properties</source>
        <translation>Propriedades personalizadas</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>key</source>
        <translation>chave</translation>
    </message>
    <message>
        <source>key%1</source>
        <translation>chave%1</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Adicionar propriedade</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Remover propriedade</translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>%n objeto selecionado</numerusform>
            <numerusform>%n objetos selecionados</numerusform>
        </translation>
    </message>
    <message>
        <source>No selection</source>
        <translation>Nenhuma seleção</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Edit properties</source>
        <translation>Editar propriedades</translation>
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
        <translation>(nenhum)</translation>
    </message>
</context>
<context>
    <name>ledge::ReachController</name>
    <message>
        <source>Show &amp;Reachability</source>
        <translation>&amp;Mostrar alcançabilidade</translation>
    </message>
    <message>
        <source>&amp;Play Path</source>
        <translation>Re&amp;produzir caminho</translation>
    </message>
    <message>
        <source>Show where the player can go and the path to each goal and pickup (%1)</source>
        <translation>Mostra aonde o jogador pode ir e o caminho até cada objetivo e coletável (%1)</translation>
    </message>
    <message>
        <source>Move the player along the path to the selected target (%1); Esc stops</source>
        <translation>Move o jogador pelo caminho até o alvo selecionado (%1); Esc para</translation>
    </message>
    <message>
        <source>Reachability: the region shown is partial; the search stopped at its limit of %L1 states</source>
        <translation>Alcançabilidade: a região mostrada é parcial; a busca parou no limite de %L1 estados</translation>
    </message>
</context>
<context>
    <name>ledge::ReachOverlay</name>
    <message>
        <source>%1 units higher</source>
        <translation>%1 unidades mais alto</translation>
    </message>
    <message>
        <source>%1 units too tall</source>
        <translation>%1 unidades alto demais</translation>
    </message>
    <message>
        <source>%1 units too wide</source>
        <translation>%1 unidades largo demais</translation>
    </message>
    <message>
        <source>%1 units/s faster</source>
        <translation>%1 unidades/s mais rápido</translation>
    </message>
    <message>
        <source>%1 units away</source>
        <translation>a %1 unidades</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>apertado</translation>
    </message>
</context>
<context>
    <name>ledge::Recovery</name>
    <message>
        <source>cannot create the recovery folder %1</source>
        <translation>não é possível criar a pasta de recuperação %1</translation>
    </message>
    <message>
        <source>cannot create a recovery file in %1</source>
        <translation>não é possível criar um arquivo de recuperação em %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>não é possível gravar %1</translation>
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
        <translation>Inserir vértice</translation>
    </message>
    <message>
        <source>A polygon keeps at least three vertices</source>
        <translation>Um polígono mantém pelo menos três vértices</translation>
    </message>
    <message>
        <source>Delete vertex</source>
        <translation>Excluir vértice</translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation>
            <numerusform>Deslocar %n objeto</numerusform>
            <numerusform>Deslocar %n objetos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ledge::SettingsDock</name>
    <message>
        <source>Level Settings</source>
        <translation>Configurações da fase</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Tamanho da célula</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <source>Player movement</source>
        <translation>Movimento do jogador</translation>
    </message>
    <message>
        <source>Platformer</source>
        <translation>Plataforma</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>Visão de cima</translation>
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
        <translation>Largura</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>Run speed</source>
        <translation>Velocidade de corrida</translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation>Altura do pulo</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>Gravidade</translation>
    </message>
    <message>
        <source>Max fall speed</source>
        <translation>Velocidade máx. de queda</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Sobreposição</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Fora dos limites</translation>
    </message>
    <message>
        <source>Unreachable target</source>
        <translation>Alvo inalcançável</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desativado</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Max floor angle</source>
        <translation>Ângulo máximo do piso</translation>
    </message>
</context>
<context>
    <name>ledge::ShapeTool</name>
    <message>
        <source>Slope rises to the right</source>
        <translation>A rampa sobe para a direita</translation>
    </message>
    <message>
        <source>Slope rises to the left</source>
        <translation>A rampa sobe para a esquerda</translation>
    </message>
    <message>
        <source>No visible, unlocked objects layer to draw on</source>
        <translation>Nenhuma camada de objetos visível e desbloqueada para desenhar</translation>
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
        <translation>Nenhuma camada de tiles visível e desbloqueada para pintar</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Level editor for 2D games</source>
        <translation>Editor de fases para jogos 2D</translation>
    </message>
    <message>
        <source>Language of the interface (en, fr, pt_BR, de, es); default: the system&apos;s.</source>
        <translation>Idioma da interface (en, fr, pt_BR, de, es); padrão: o do sistema.</translation>
    </message>
    <message>
        <source>The levels to open, each in a tab.</source>
        <translation>As fases a abrir, cada uma em uma aba.</translation>
    </message>
</context>
</TS>
