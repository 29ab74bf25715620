// Stands in for '@google/model-viewer' in the drop-in script, which loads the element from
// a file beside itself instead (see model-viewer-script.ts).
export {};
