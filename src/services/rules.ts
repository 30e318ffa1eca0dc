/**
 * Field rules and limits the backend enforces, stated once: the forms check them next to
 * the field before anything is sent, and the mock backend refuses what breaks them, from
 * these same values. Where the real backend's rules differ, change them here.
 */

/** A mainland mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** A resident ID number: 17 digits and a check character (an x is upper-cased before sending). */
export const ID_CARD_PATTERN = /^\d{17}[\dX]$/;
/** A bank account number: 12 to 19 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{12,19}$/;
/** An Alipay AppID: 16 digits. */
export const ALIPAY_APP_ID_PATTERN = /^\d{16}$/;

/** How often one waybill may be printed (first print and reprints together). */
export const MAX_PRINTS = 10;
/** The most orders one cloud print call takes: a bigger batch is sent in several calls. */
export const MAX_PRINT_BATCH = 100;
/** Voucher files on one settlement. */
export const MAX_SETTLEMENT_VOUCHERS = 9;
/** The longest remark or note. */
export const MAX_NOTE_LENGTH = 500;
