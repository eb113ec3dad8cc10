// Stands for the copy of Inkwell's collector a site keeps under inkwell/ (see the README): here it is
// the collector's own source, so the recipes beside it run against what ships.
export * from "../../../../shared/collector/index.ts";
