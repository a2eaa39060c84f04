// Contracts of docs/semantic.md; filled in by that module.
export {};
