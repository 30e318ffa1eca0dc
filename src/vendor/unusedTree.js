/**
 * Stands in, at build time, for antd's Tree inside the table's filter dropdown: it is used
 * only by column filters in tree mode (`filterMode: 'tree'`), which no screen has, yet it
 * brings rc-tree and the tree's styles (about 20 KiB gzip) to every table screen. A column
 * that asks for a tree filter fails loudly. The column settings load the real Tree on
 * demand (src/vendor/lazyColumnSetting.js).
 *
 * Plain JavaScript without JSX: it replaces a module of node_modules and gets its loaders.
 */
function UnusedTree() {
  throw new Error("antd's Tree in table filters (filterMode: 'tree') is not part of this build: see src/vendor/unusedTree.js and .umirc.ts");
}
UnusedTree.DirectoryTree = UnusedTree;
UnusedTree.TreeNode = UnusedTree;

export default UnusedTree;
