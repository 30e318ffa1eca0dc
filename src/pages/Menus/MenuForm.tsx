import { ProForm, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { InputNumber, TreeSelect } from 'antd';
import { useMessages } from '@/adapters/intl';
import FormDialog from '@/components/FormDialog';
import { addMenu, editMenu, MENU_TYPES, type MenuRecord, type SaasButton } from '@/services/menus';
import IconSelect from './IconSelect';
import { childrenUnder, formStart, MAX_SORT, menuInput, TOP, type MenuFormTarget, type Values } from './menuFormValues';
import { parentChoices, pathProblem, siblingsOf } from './menuTree';

export type { MenuFormTarget } from './menuFormValues';

/** The longest name a new or renamed entry may have (a longer one already saved stays). */
const MAX_MENU_NAME = 20;

/**
 * Add or edit a menu entry: name, parent (never itself or one of its descendants), path
 * (`#` or a plain in-app path, unique among its siblings: the check the console applies to
 * server menus), icon with a preview, type, permission action, buttons, sort.
 */
export default function MenuForm({
  target,
  tree,
  buttons,
  onClose,
  onSaved,
}: {
  target: MenuFormTarget | undefined;
  tree: MenuRecord[];
  buttons: SaasButton[];
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useMessages();
  const entry = target?.mode === 'edit' ? target.entry : undefined;
  const parentName = (id: number) => siblingsOf(tree, id).find((item) => item.id === id)?.menu_name ?? '';
  const title = entry
    ? t('menus.form.edit', { name: entry.menu_name })
    : target?.mode === 'add' && target.parentId !== TOP
      ? t('menus.form.addUnder', { name: parentName(target.parentId) })
      : t('menus.form.add');
  const siblingsUnder = (parentId: number) => childrenUnder(tree, parentId);

  return (
    <FormDialog<Values, unknown>
      // A new form for each target: its initial values are the target's.
      key={entry ? `edit-${entry.id}` : `add-${target?.mode === 'add' ? target.parentId : ''}`}
      kind="drawer"
      title={title}
      open={Boolean(target)}
      onOpenChange={(open) => !open && onClose()}
      initialValues={formStart(target, tree)}
      submitText={t('form.submit')}
      submit={(values) => {
        const input = menuInput(values, entry, tree);
        return entry ? editMenu({ ...input, id: entry.id }) : addMenu(input);
      }}
      onDone={(_, values) => onSaved(values.menu_name)}
    >
      <ProForm.Item
        name="menu_pid"
        label={t('menus.field.parent')}
        rules={[{ required: true, message: t('form.select', { label: t('menus.field.parent') }) }]}
      >
        <TreeSelect
          treeData={[{ value: TOP, title: t('menus.field.parent.top'), children: parentChoices(tree, entry?.id) }]}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
        />
      </ProForm.Item>
      <ProFormText
        name="menu_name"
        label={t('menus.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('form.required', { label: t('menus.field.name') }) },
          // The cap is for new names: one the server already holds saves as it is.
          {
            validator: (_, value: string | undefined) =>
              !value || value === entry?.menu_name || value.length <= MAX_MENU_NAME
                ? Promise.resolve()
                : Promise.reject(new Error(t('menus.name.long', { max: MAX_MENU_NAME }))),
          },
        ]}
      />
      <ProFormText
        name="path"
        label={t('menus.field.path')}
        extra={t('menus.field.path.extra')}
        dependencies={['menu_pid']}
        rules={[
          { required: true, whitespace: true, message: t('form.required', { label: t('menus.field.path') }) },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              if (!value?.trim()) return Promise.resolve();
              const problem = pathProblem(value, siblingsUnder(getFieldValue('menu_pid') ?? TOP), entry?.id);
              return problem ? Promise.reject(new Error(t(`menus.path.${problem}`))) : Promise.resolve();
            },
          }),
        ]}
      />
      <ProForm.Item name="menu_icon" label={t('menus.field.icon')}>
        <IconSelect keep={entry?.menu_icon} />
      </ProForm.Item>
      <ProFormRadio.Group
        name="type"
        label={t('menus.field.type')}
        radioType="button"
        options={MENU_TYPES.map((type) => ({ value: type, label: t(`menus.type.${type}`) }))}
      />
      <ProFormText
        name="perms"
        label={t('menus.field.perms')}
        fieldProps={{ placeholder: t('menus.field.perms.placeholder') }}
      />
      <ProFormSelect
        name="buttons"
        label={t('menus.field.buttons')}
        mode="multiple"
        options={buttons.map((button) => ({ value: button.code, label: `${button.name}（${button.code}）` }))}
      />
      <ProForm.Item
        name="sort"
        label={t('menus.field.sort')}
        extra={t('menus.field.sort.hint')}
        // Refused next to the field, never clamped silently (-3 became 0: the top of the menu).
        rules={[
          {
            validator: (_: unknown, value?: number | null) =>
              value === undefined || value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_SORT)
                ? Promise.resolve()
                : Promise.reject(new Error(t('menus.field.sort.invalid', { max: MAX_SORT }))),
          },
        ]}
      >
        <InputNumber style={{ width: 160 }} />
      </ProForm.Item>
    </FormDialog>
  );
}
