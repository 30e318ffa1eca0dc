/**
 * Stands in, at build time, for pro-utils' useEditableArray: ProTable's editable rows
 * (inline edit, save, delete, new line), which no screen of the console uses: every change
 * goes through a FormDialog. ProTable calls the hook on every render and asks each cell
 * whether its row is being edited; here none ever is. The real module (with its save and
 * delete buttons, popconfirm and form wiring) is about 10 KiB gzip on every table screen.
 * A screen that starts editing a row fails loudly. To bring it back, remove
 * 'editable-rows' from STAND_INS in plugins/standIns.ts.
 *
 * Plain JavaScript without JSX: it replaces a module of node_modules and gets its loaders.
 */

function unused(name) {
  return function Unused() {
    throw new Error(`ProTable's ${name} (editable rows) is not part of this build: see plugins/standIns.ts`);
  };
}

export function recordKeyToString(rowKey) {
  if (Array.isArray(rowKey)) return rowKey.join(',');
  return rowKey;
}

export function editableRowByKey() {
  throw new Error("ProTable's editable rows are not part of this build: see plugins/standIns.ts");
}

export const SaveEditableAction = unused('SaveEditableAction');
export const DeleteEditableAction = unused('DeleteEditableAction');
export const defaultActionRender = unused('defaultActionRender');

const NO_KEYS = [];
const noop = () => undefined;

export function useEditableArray(props) {
  return {
    editableKeys: NO_KEYS,
    setEditableRowKeys: noop,
    isEditable: (row) => {
      const key = props.getRowKey(row, -1);
      return { recordKey: key === null || key === undefined ? key : key.toString(), isEditable: false };
    },
    actionRender: () => null,
    startEditable: unused('startEditable'),
    cancelEditable: unused('cancelEditable'),
    addEditRecord: unused('addEditRecord'),
    saveEditable: unused('saveEditable'),
    newLineRecord: undefined,
    preEditableKeys: { current: NO_KEYS },
    onValuesChange: noop,
    getRealIndex: props.getRealIndex,
  };
}
