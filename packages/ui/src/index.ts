export { vars, themeClass, darkBlueTokens, focusRing, visuallyHidden } from './theme';
export type { ThemeTokens } from './theme';

export { Button, buttonVariants, buttonSizes, prefetchTooltip } from './Button/Button';
export {
  CalendarIcon,
  CheckIcon,
  CloseIcon,
  DocumentIcon,
  LinkIcon,
  MenuIcon,
  PauseIcon,
  PlayIcon,
  TrophyIcon,
  WarningIcon,
} from './Icon/icons';
export { EmojiIcon, hasEmojiIcon } from './Icon/EmojiIcon';
export type { EmojiIconProps } from './Icon/EmojiIcon';
export type { IconProps } from './Icon/createIcon';
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
export { CheckboxGroup } from './CheckboxGroup/CheckboxGroup';
export type { CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { RadioGroup } from './RadioGroup/RadioGroup';
export type { RadioGroupProps } from './RadioGroup/RadioGroup';

export { Modal, ModalHeaderAction, modalSizes } from './Modal/Modal';
export type { ModalProps, ModalSize } from './Modal/Modal';
export { FormModal } from './FormModal/FormModal';
export type { FormModalProps } from './FormModal/FormModal';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { ToastRegion } from './Toast/ToastRegion';
export type { ToastRegionProps } from './Toast/ToastRegion';
export { toast, toastQueue, toastTones, TOAST_TIMEOUT_MS } from './Toast/toastQueue';
export type { ToastAction, ToastContent, ToastTone, ToastCallOptions } from './Toast/toastQueue';

export { Table, hasTextSelection } from './Table/Table';
export type { TableProps, TableColumn } from './Table/Table';
export { RecordCards } from './RecordCards/RecordCards';
export type { RecordCardsProps, RecordCardField } from './RecordCards/RecordCards';
export { Pagination } from './Pagination/Pagination';
export type { PaginationProps } from './Pagination/Pagination';
export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';

export { Menu, Dropdown } from './Menu/Menu';
export type { MenuProps, DropdownProps, MenuItemData } from './Menu/Menu';
export { MenuButton } from './Menu/MenuButton';
export { MenuPopover } from './Menu/MenuPopover';
export type { MenuPopoverProps, MenuPopoverTrigger } from './Menu/MenuPopover';
export { StatusMenu } from './StatusMenu/StatusMenu';
export type { StatusMenuProps, StatusTransition } from './StatusMenu/StatusMenu';
export { StatusBadge, statusTones } from './StatusBadge/StatusBadge';
export type { StatusBadgeProps, StatusTone } from './StatusBadge/StatusBadge';

export { Avatar } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { DEFAULT_AVATAR_SRC } from './Avatar/defaultAvatar';
export { Page, PageHeader, Stack, Cluster } from './Page/Page';
export type { PageProps, PageHeaderProps, StackProps, ClusterProps, Gap } from './Page/Page';
export { Card } from './Card/Card';
export type { CardProps } from './Card/Card';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { Tabs } from './Tabs/Tabs';
export type { TabsProps, TabItem } from './Tabs/Tabs';

export { Carousel } from './Carousel/Carousel';
export type { CarouselProps, CarouselSlide } from './Carousel/Carousel';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';

export { NumberField } from './NumberField/NumberField';
export type { NumberFieldProps } from './NumberField/NumberField';
export { ComboBox } from './ComboBox/ComboBox';
export type { ComboBoxProps } from './ComboBox/ComboBox';
export { TagField, filterTagOptions } from './TagField/TagField';
export type { TagFieldProps } from './TagField/TagField';
export { DateField } from './DateField/DateField';
export type { DateFieldProps, DateFieldBaseProps } from './DateField/DateField';
export { DatePicker } from './DatePicker/DatePicker';
export type { DatePickerProps } from './DatePicker/DatePicker';
export { DateTimeField } from './DateTimeField/DateTimeField';
export type { DateTimeFieldProps } from './DateTimeField/DateTimeField';
export { FileField, isAcceptedType } from './FileField/FileField';
export type { FileFieldProps } from './FileField/FileField';
export { ImageUpload, IMAGE_TYPES } from './ImageUpload/ImageUpload';
export type { ImageUploadProps } from './ImageUpload/ImageUpload';
export { ListInput } from './ListInput/ListInput';
export type { ListInputProps } from './ListInput/ListInput';
export {
  entryValidators,
  linkEntryValidator,
  ukArticleEntryValidator,
  ibArticleEntryValidator,
  listEntryKinds,
} from './ListInput/validators';
export type { EntryValidator, ListEntryKind } from './ListInput/validators';
export { LinkList } from './LinkList/LinkList';
export type { LinkListProps } from './LinkList/LinkList';
export { FilterPanel } from './FilterPanel/FilterPanel';
export type { FilterPanelProps } from './FilterPanel/FilterPanel';
export { FilterPanelSkeleton } from './FilterPanel/FilterPanelSkeleton';
export type { FilterPanelSkeletonProps } from './FilterPanel/FilterPanelSkeleton';
export { AchievementCard } from './AchievementCard/AchievementCard';
export type { AchievementCardProps } from './AchievementCard/AchievementCard';
export { Wizard } from './Wizard/Wizard';
export type { WizardProps, WizardStep } from './Wizard/Wizard';
export { Tooltip } from './Tooltip/Tooltip';
export type { TooltipProps } from './Tooltip/Tooltip';
export { useMediaQuery } from './hooks/useMediaQuery';
