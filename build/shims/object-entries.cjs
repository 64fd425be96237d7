// node-polyglot (react-admin's translator) asks for the `object.entries` polyfill, which brings
// about 10 kB of ES-abstract helpers (get-intrinsic and friends) into the first screen for what
// every supported browser has built in. build/dependencyShims.ts resolves the package here.
module.exports = Object.entries;
