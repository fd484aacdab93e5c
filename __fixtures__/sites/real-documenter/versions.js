var DOC_VERSIONS = [
  "stable",
  "v0.11",
  "v0.10",
  "v0.9",
  "v0.8",
  "v0.7",
  "v0.5",
  "v0.4",
  "v0.3",
  "v0.2",
  "dev",
];
var DOCUMENTER_NEWEST = "v0.11.3";
var DOCUMENTER_STABLE = "stable";
