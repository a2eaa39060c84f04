// Contracts of docs/serp-patterns.md; filled in by that module.
export {};
