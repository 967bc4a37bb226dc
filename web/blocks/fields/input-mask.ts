// What a masked input loads when a page first shows one: imask and the domain's options for it. Its own
// chunk, so a page without a mask (the start page) never downloads the masking code.
export { default as IMask, type InputMask } from "imask";
export { imaskOptions } from "../../../domain/masks/imask-options.ts";
