/**
 * Stands in, at build time, for the parts of pro-form the console never shows: the steps
 * form, the light filter and the form list (ProFormList). pro-form's index imports them
 * all, and with them antd's Steps and their styles, into every screen with a table (about
 * 25 KiB gzip). Each replaced module's exports are here: its contexts stay real (other
 * pro-form modules read them), its components fail loudly if a screen ever renders one.
 * To use one, remove its line from PRO_FORM_STAND_INS in plugins/standIns.ts.
 *
 * Plain JavaScript without JSX: it replaces modules of node_modules and gets their loaders.
 */
import React from 'react';

function unused(name) {
  function Unused() {
    throw new Error(
      `pro-form's ${name} is not part of this build: remove it from PRO_FORM_STAND_INS in plugins/standIns.ts`,
    );
  }
  Unused.displayName = `Unused(${name})`;
  return Unused;
}

// layouts/StepsForm/index.js
export const StepsFormProvide = React.createContext(undefined);
export const StepFormProvide = React.createContext(null);
export const StepsForm = Object.assign(unused('StepsForm'), {
  StepForm: unused('StepsForm.StepForm'),
  useForm: () => [],
});

// layouts/LightFilter/index.js
export const LightFilter = unused('LightFilter');

// components/List/index.js
export const FormListContext = React.createContext({});
export const ProFormList = unused('ProFormList');
