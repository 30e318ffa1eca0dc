// Stands in for antd's Result illustration `serverError` (see lazyResultImage.js); `?lazy` escapes the replacement.
import { lazyResultImage } from '@/vendor/lazyResultImage';

export default lazyResultImage(
  () => import(/* webpackChunkName: "result-images" */ 'antd/es/result/serverError.js?lazy'),
);
