// FTM price in the selected currency, truncated to 5 decimals (truncation itself: format/truncatePrice).
export {
  type FtmPrice,
  type GetFtmPriceParameters,
  type GetFtmPriceReturnType,
  getFtmPrice,
  getFtmPriceQueryKey,
} from './getFtmPrice.js'
