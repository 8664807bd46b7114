// Entry of the shell's Node build. The import is the async boundary: shared modules are negotiated
// with the federation runtime before the renderer's code runs.
export const loadDocumentRenderer = () => import('./document');
