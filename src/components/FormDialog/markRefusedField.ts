import type { ProFormInstance } from '@ant-design/pro-components';

/**
 * A refusal that names a field by its label (平台名称「…」已存在) marks that field too, so the
 * operator sees where to change it. Labels are read from the form itself (`<label for>` is
 * `<form name>_<field>`): no screen lists them again.
 */
export function markRefusedField<V>(formName: string, form: ProFormInstance<V> | undefined, message: string) {
  const prefix = `${formName}_`;
  for (const label of document.querySelectorAll<HTMLLabelElement>(`label[for^="${prefix}"]`)) {
    const text = label.textContent?.trim();
    if (!text || !message.includes(text)) continue;
    form?.setFields([{ name: label.htmlFor.slice(prefix.length) as never, errors: [message] }]);
    return;
  }
}
