export { vars, themeClass, darkBlueTokens, focusRing, visuallyHidden } from './theme';
export type { ThemeTokens } from './theme';

export { Button, buttonVariants, buttonSizes } from './Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button/Button';
export { IconButton } from './IconButton/IconButton';
export type { IconButtonProps } from './IconButton/IconButton';
export { Link, ExternalLink } from './Link/Link';
export type { LinkProps, ExternalLinkProps } from './Link/Link';

export { FieldLabel, FieldDescription, FieldError } from './Field/Field';
export type { FieldLabelProps, FieldDescriptionProps, FieldErrorProps } from './Field/Field';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { TextArea } from './TextArea/TextArea';
export type { TextAreaProps } from './TextArea/TextArea';
export { Select } from './Select/Select';
export type { SelectProps, OptionItem } from './Select/Select';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { RadioGroup } from './RadioGroup/RadioGroup';
export type { RadioGroupProps } from './RadioGroup/RadioGroup';

export { Modal, modalSizes } from './Modal/Modal';
export type { ModalProps, ModalSize } from './Modal/Modal';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { ToastRegion } from './Toast/ToastRegion';
export type { ToastRegionProps } from './Toast/ToastRegion';
export { toast, toastQueue, toastTones, TOAST_TIMEOUT_MS } from './Toast/toastQueue';
export type { ToastContent, ToastTone, ToastCallOptions } from './Toast/toastQueue';
