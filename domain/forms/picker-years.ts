// The years a date picker's calendar spans (spec section 9: "year range 1900 to 2100"), apart from the
// calendar's code so the rules that check a picker's configuration can read them too.
export const PICKER_FIRST_YEAR = 1900;
export const PICKER_LAST_YEAR = 2100;
