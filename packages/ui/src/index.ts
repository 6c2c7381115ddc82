export { cn } from './lib/cn';
export { formatDate, formatPlaytime, formatScore } from './lib/format';
export { UiLink, UiLinkProvider, type UiLinkComponent, type UiLinkComponentProps } from './ui-link/ui-link';

export { AppColumn } from './app-column/app-column';
export { BackHeader, type BackHeaderProps } from './back-header/back-header';
export { BottomNav, type BottomNavIcon, type BottomNavItem, type BottomNavProps } from './bottom-nav/bottom-nav';
export { Button, buttonVariants, type ButtonProps } from './button/button';
export { Chip, chipVariants, type ChipProps } from './chip/chip';
export { ChipGroup, type ChipGroupProps, type ChipOption } from './chip-group/chip-group';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { GameCard, gameCardVariants, MAX_CARD_GENRES, MAX_CARD_PLATFORMS, type GameCardProps } from './game-card/game-card';
export { Header, formatBadgeCount, iconButtonClass as headerIconButtonClass, type HeaderProps } from './header/header';
export { Lightbox, LIGHTBOX_SWIPE_PX, wrapIndex, type LightboxImage, type LightboxProps } from './lightbox/lightbox';
export { LoadingState, type LoadingStateProps } from './loading-state/loading-state';
export { NotFoundState, type NotFoundStateProps } from './not-found-state/not-found-state';
export { ScrollToTopButton, SCROLL_TO_TOP_THRESHOLD, type ScrollToTopButtonProps } from './scroll-to-top-button/scroll-to-top-button';
export { SearchInput, SEARCH_DEBOUNCE_MS, type SearchInputProps } from './search-input/search-input';
export { GameCardSkeleton, Skeleton, type GameCardSkeletonProps } from './skeleton/skeleton';
export { SortDropdown, type SortDropdownProps, type SortOption } from './sort-dropdown/sort-dropdown';
export { StarRating, starFills, starRatingVariants, type StarRatingProps } from './star-rating/star-rating';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs/tabs';
export { ViewModeToggle, type ViewMode, type ViewModeToggleProps } from './view-mode-toggle/view-mode-toggle';
export { BottomSheet, SHEET_CLEANUP_MS, SHEET_CLOSE_DRAG_PX, type BottomSheetProps } from './bottom-sheet/bottom-sheet';
export {
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type ConfirmDialogProps,
  type DialogContentProps,
} from './dialog/dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  dropdownMenuItemVariants,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
} from './dropdown-menu/dropdown-menu';
export {
  ToastHost,
  ToastProvider,
  TOAST_MODES,
  TOAST_OFFSET_PX,
  TOAST_OFFSET_WITH_NAV_PX,
  toastBottomOffset,
  toastVariants,
  useToast,
  type ToastAction,
  type ToastApi,
  type ToastHostProps,
  type ToastItem,
  type ToastMode,
  type ToastOptions,
  type ToastProviderProps,
  type ToastType,
} from './toast/toast';

export { formatRelativeTime, formatWon } from './lib/format';
export { useLatest } from './lib/use-latest';
export { Avatar, avatarVariants, type AvatarProps } from './avatar/avatar';
export { Badge, badgeVariants, type BadgeProps } from './badge/badge';
export { PriceTag, type PriceTagProps } from './price-tag/price-tag';
export { LanguageBadge, type LanguageBadgeProps, type LanguageBadgeTone } from './language-badge/language-badge';
export {
  BannerCarousel,
  BANNER_AUTOPLAY_MS,
  BANNER_CLICK_SLOP_PX,
  BANNER_RESUME_MS,
  BANNER_SWIPE_PX,
  type BannerSlide,
  type BannerCarouselProps,
  type BannerLinkType,
} from './banner-carousel/banner-carousel';
export { CollectionCard, collectionCardVariants, type CollectionCardProps } from './collection-card/collection-card';
export {
  CollectionCoverGrid,
  COVER_GRID_MIN_GAMES,
  coverLayout,
  type CollectionCoverGridProps,
} from './collection-cover-grid/collection-cover-grid';
export {
  addMonths,
  CALENDAR_CELLS,
  calendarDays,
  formatMonthTitle,
  MonthCalendar,
  toDateKey,
  WEEKDAYS_KO,
  type MonthCalendarProps,
} from './month-calendar/month-calendar';
export { ProgressBar, type ProgressBarProps } from './progress-bar/progress-bar';
export {
  STAR_RATING_INPUT_MAX,
  StarRatingInput,
  starRatingInputVariants,
  type StarRatingInputProps,
} from './star-rating-input/star-rating-input';
export { StatTile, type StatTileProps } from './stat-tile/stat-tile';
export { Switch, type SwitchProps } from './switch/switch';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { clampSliderValue, Slider, type SliderProps } from './slider/slider';
export { SegmentedControl, type SegmentedControlOption, type SegmentedControlProps } from './segmented-control/segmented-control';
export { PrivateContentNotice, type PrivateContentNoticeProps } from './private-content-notice/private-content-notice';
export { GAME_CARD_UNAVAILABLE_TEXT } from './game-card/game-card';
