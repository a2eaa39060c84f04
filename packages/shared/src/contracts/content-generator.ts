// Contracts of docs/content-generator.md; filled in by that module.
export {};
