# Writes IN (a text file) into OUT as a C++ string constant, luma::embedded_catalog_json().
file(READ ${IN} content)
set(delim "luma_catalog")
file(WRITE ${OUT} "#include <string_view>\nnamespace luma {\nstd::string_view embedded_catalog_json() {\n    static constexpr char text[] = R\"${delim}(${content})${delim}\";\n    return {text, sizeof(text) - 1};\n}\n} // namespace luma\n")
