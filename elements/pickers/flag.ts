/**
 * A boolean attribute of a picker as a prop: `true`, or the bare attribute (`<dkp-user-picker
 * multiple>`, which reaches the component as `''`), or any r2wc-true text.
 */
export const isOn = (flag: boolean | string | undefined): boolean => flag === true || flag === '' || (typeof flag === 'string' && /^[ty1-9]/i.test(flag));
