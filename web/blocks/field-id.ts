// The element ids of a field's input and its error message, from the model's client id and the field key,
// so the error summary can link to the input and the input can name its message.
export const fieldInputId = (clientId: string, key: string): string => `field-${clientId}-${key}`;
export const fieldErrorId = (clientId: string, key: string): string => `${fieldInputId(clientId, key)}-error`;
