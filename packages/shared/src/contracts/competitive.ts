// Contracts of docs/competitive.md; filled in by that module.
export {};
