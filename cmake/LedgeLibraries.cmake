# How Ledge's libraries show themselves to the rest of the build (docs/architecture.md, "Sealed
# libraries").

include(GenerateExportHeader)

# ledge_public_headers(<target> <folder> <header>...): the headers of <folder> that users of
# <target> may include (as "<folder>/<header>"). They are linked into an include tree of their
# own, ${CMAKE_BINARY_DIR}/include/<target>, which <target> gives its users instead of the
# project root: a user reaches these headers, not the library's internal ones nor anything else
# of the tree. The tree is laid out like the installed SDK (include/ledge).
function(ledge_public_headers target folder)
    set(tree ${CMAKE_BINARY_DIR}/include/${target})
    file(REMOVE_RECURSE ${tree}/${folder})
    file(MAKE_DIRECTORY ${tree}/${folder})
    foreach(header ${ARGN})
        if(NOT EXISTS ${PROJECT_SOURCE_DIR}/${folder}/${header})
            message(FATAL_ERROR "${target}: no header ${folder}/${header}")
        endif()
        file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${folder}/${header} ${tree}/${folder}/${header} SYMBOLIC)
    endforeach()
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY")
        target_include_directories(${target} INTERFACE $<BUILD_INTERFACE:${tree}>)
    else()
        target_include_directories(${target} PUBLIC $<BUILD_INTERFACE:${tree}>)
    endif()
endfunction()

# ledge_add_library(<name> [DEPENDS <ledge library>...] [LIBS <library>...]
#                   PUBLIC_HEADERS <header>... SOURCES <file>...)
#
# A library of the plugin SDK (ledge_collision, ledge_model), sealed, made of the files of the
# folder it is called in (<folder>: collision, model): its public headers, and as SOURCES the
# others (the .cpp files and the internal headers), so that each file is named once.
# - its sources are compiled once, into the OBJECT library <name>_objects, with hidden
#   visibility; only what the public headers mark with the macro of the generated
#   <folder>/<Folder>Export.h (LEDGE_MODEL_EXPORT in model/ModelExport.h,
#   LEDGE_COLLISION_EXPORT in collision/CollisionExport.h) is exported;
# - <name> is the shared library made of them, the one the apps, the host and the plugins link
#   (one copy of every static and QMetaObject in a process). Its version script keeps Ledge's
#   own symbols only: the copies of std:: templates the code instantiates stay local, since
#   libstdc++ declares them with default visibility, which -fvisibility=hidden cannot override;
# - <name>_whitebox is a static library of the same objects for Ledge's own white-box tests and
#   benchmarks, which use internals. It gives the project root as include path (internal
#   headers included). A target must not link both: each carries LEDGE_LINKAGE ("shared" or
#   "whitebox") as a compatible interface property, so CMake stops at configure time when a
#   target's libraries mix them (two copies of the model in one process).
# Users of <name> get the include tree of ledge_public_headers: the public headers and the
# export header, as installed with the SDK (plugins/sdk/CMakeLists.txt reads the
# LEDGE_INSTALL_HEADERS property).
function(ledge_add_library name)
    cmake_parse_arguments(ARG "" "" "SOURCES;PUBLIC_HEADERS;DEPENDS;LIBS" ${ARGN})
    file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
    string(SUBSTRING ${folder} 0 1 initial)
    string(SUBSTRING ${folder} 1 -1 rest)
    string(TOUPPER ${initial} initial)
    set(export_header ${initial}${rest}Export.h)
    set(objects ${name}_objects)
    set(whitebox ${name}_whitebox)
    set(tree ${CMAKE_BINARY_DIR}/include/${name})

    add_library(${objects} OBJECT ${ARG_PUBLIC_HEADERS} ${ARG_SOURCES})
    set_target_properties(${objects} PROPERTIES POSITION_INDEPENDENT_CODE ON
        CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON DEFINE_SYMBOL ${name}_EXPORTS)
    target_compile_definitions(${objects} PRIVATE ${name}_EXPORTS)
    target_include_directories(${objects} PUBLIC ${PROJECT_SOURCE_DIR})
    set(dependency_objects "")
    set(dependency_whitebox "")
    foreach(dependency ${ARG_DEPENDS})
        list(APPEND dependency_objects ${dependency}_objects)
        list(APPEND dependency_whitebox ${dependency}_whitebox)
    endforeach()
    # Objects link nothing: linking the dependencies' objects only brings their include paths.
    target_link_libraries(${objects} PUBLIC ${dependency_objects} ${ARG_LIBS} PRIVATE ledge_warnings)

    add_library(${name} SHARED $<TARGET_OBJECTS:${objects}>)
    target_link_libraries(${name} PUBLIC ${ARG_DEPENDS} ${ARG_LIBS})
    set(map ${PROJECT_SOURCE_DIR}/cmake/ledge-library.map)
    target_link_options(${name} PRIVATE -Wl,--version-script=${map})
    set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS ${map})

    add_library(${whitebox} STATIC $<TARGET_OBJECTS:${objects}>)
    target_link_libraries(${whitebox} PUBLIC ${dependency_whitebox} ${ARG_LIBS})
    target_include_directories(${whitebox} PUBLIC ${PROJECT_SOURCE_DIR})

    set_target_properties(${name} ${whitebox} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF
        LINKER_LANGUAGE CXX COMPATIBLE_INTERFACE_STRING LEDGE_LINKAGE)
    set_target_properties(${name} PROPERTIES INTERFACE_LEDGE_LINKAGE shared)
    set_target_properties(${whitebox} PROPERTIES INTERFACE_LEDGE_LINKAGE whitebox)

    ledge_public_headers(${name} ${folder} ${ARG_PUBLIC_HEADERS})
    # After ledge_public_headers, which empties the folder of the tree.
    generate_export_header(${objects} BASE_NAME ${name} EXPORT_FILE_NAME ${tree}/${folder}/${export_header})
    target_include_directories(${objects} PUBLIC ${tree})
    target_include_directories(${whitebox} PUBLIC ${tree})

    set(install_headers ${tree}/${folder}/${export_header})
    foreach(header ${ARG_PUBLIC_HEADERS})
        list(APPEND install_headers ${PROJECT_SOURCE_DIR}/${folder}/${header})
    endforeach()
    set_target_properties(${name} PROPERTIES LEDGE_INSTALL_HEADERS "${install_headers}")
endfunction()
