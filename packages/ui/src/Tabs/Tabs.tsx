import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as RACTabs } from 'react-aria-components';
import * as styles from './Tabs.css';

/** A tab and its panel. */
export interface TabItem {
  /** The key. */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel's content. */
  content: ReactNode;
  /** The tab cannot be chosen. */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  'aria-label': string;
  /** The tabs. */
  items: readonly TabItem[];
  /** The selected tab (controlled). */
  selectedKey?: string;
  /** The initially selected tab (uncontrolled). */
  defaultSelectedKey?: string;
  /** Called with the chosen tab's id. */
  onSelectionChange?: (id: string) => void;
  /** Extra class. */
  className?: string;
}

/** Tabs (RAC): arrow keys move between tabs, each tab owns a panel. */
export function Tabs({
  'aria-label': ariaLabel,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
}: TabsProps) {
  return (
    <RACTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
      className={clsx(styles.tabs, className)}
    >
      <TabList aria-label={ariaLabel} className={styles.list} items={items}>
        {(item) => (
          <Tab id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </RACTabs>
  );
}
