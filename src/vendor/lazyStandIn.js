/**
 * What stands in for each module `lazy-on-first-use` replaces (plugins/standIns.ts): this file,
 * once per replaced module, told which by its query (`?ColumnSetting`, `?DatePicker`, …). webpack
 * knows `__resourceQuery` while it builds, so each copy keeps only its own branch and its own
 * chunk. Each loader asks for the real module with `?lazy`, which escapes the replacement.
 * The parts themselves: src/vendor/lazyOnFirstUse.js.
 *
 * Imports go through `@/`: webpack resolves a stand-in from the replaced module's folder.
 */
import { lazyColumnSetting, lazyPickerField, lazyResultImage, readDay, readDayRange } from '@/vendor/lazyOnFirstUse';

const unknown = () => {
  throw new Error(`lazy-on-first-use has no loader for "${__resourceQuery}": see plugins/standIns.ts`);
};

// A chain of conditions on `__resourceQuery`, not a table: webpack drops the branches (and their
// chunks) that a constant condition rules out, and keeps every entry of a table.
export default __resourceQuery === '?ColumnSetting'
  ? lazyColumnSetting(
      () =>
        import(
          /* webpackChunkName: "column-setting" */ '@ant-design/pro-components/es/table/components/ColumnSetting/index.js?lazy'
        ),
    )
  : __resourceQuery === '?DatePicker'
    ? lazyPickerField(
        () =>
          import(
            /* webpackChunkName: "date-picker" */ '@ant-design/pro-components/es/field/components/DatePicker/index.js?lazy'
          ),
        readDay,
      )
    : __resourceQuery === '?RangePicker'
      ? lazyPickerField(
          () =>
            import(
              /* webpackChunkName: "date-picker" */ '@ant-design/pro-components/es/field/components/RangePicker/index.js?lazy'
            ),
          readDayRange,
          { range: true },
        )
      : __resourceQuery === '?noFound'
        ? lazyResultImage(() => import(/* webpackChunkName: "result-images" */ 'antd/es/result/noFound.js?lazy'))
        : __resourceQuery === '?serverError'
          ? lazyResultImage(() => import(/* webpackChunkName: "result-images" */ 'antd/es/result/serverError.js?lazy'))
          : __resourceQuery === '?unauthorized'
            ? lazyResultImage(
                () => import(/* webpackChunkName: "result-images" */ 'antd/es/result/unauthorized.js?lazy'),
              )
            : unknown();
