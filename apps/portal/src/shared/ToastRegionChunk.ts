// The ui toast region as its own chunk for ToastHost's React.lazy (a default export).
export { ToastRegion as default } from '@fbi/ui';
