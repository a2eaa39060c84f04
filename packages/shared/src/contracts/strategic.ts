// Contracts of docs/strategic.md; filled in by that module.
export {};
