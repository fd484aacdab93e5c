var indexSectionsWithContent =
{
  0: "acdeghklmnoprstuw~",
  1: "cm",
  2: "g",
  3: "dm",
  4: "acdhmoprstu~",
  5: "ekrw",
  6: "es",
  7: "achlnorst",
  8: "ln",
  9: "n"
};

var indexSectionNames =
{
  0: "all",
  1: "classes",
  2: "namespaces",
  3: "files",
  4: "functions",
  5: "variables",
  6: "enums",
  7: "enumvalues",
  8: "defines",
  9: "pages"
};

var indexSectionLabels =
{
  0: "All",
  1: "Classes",
  2: "Namespaces",
  3: "Files",
  4: "Functions",
  5: "Variables",
  6: "Enumerations",
  7: "Enumerator",
  8: "Macros",
  9: "Pages"
};

