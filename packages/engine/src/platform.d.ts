// The engine targets the common ground of browsers and Node (no DOM or Node typings are loaded):
// declare the one platform global it relies on that ES2023's lib does not describe.
declare function structuredClone<T>(value: T): T;
