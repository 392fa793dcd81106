import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type FormTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  /** Messages to show under the field; none means valid. */
  messages: readonly string[];
  /** A hint shown while there is no message. */
  hint?: string;
};

/** A text field that lists its messages, each on its own line, and marks itself invalid for assistive technology. */
export const FormTextField = forwardRef<HTMLInputElement, FormTextFieldProps>(function FormTextField(
  { messages, hint, ...props },
  ref,
) {
  const helper =
    messages.length > 0
      ? messages.map((message) => (
          <span key={message} style={{ display: 'block' }}>
            {message}
          </span>
        ))
      : hint;
  return <TextField {...props} inputRef={ref} fullWidth error={messages.length > 0} helperText={helper} />;
});
