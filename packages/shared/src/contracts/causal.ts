// Contracts of docs/causal.md; filled in by that module.
export {};
