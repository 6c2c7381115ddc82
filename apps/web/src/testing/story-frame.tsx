import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a screen story renders inside: the app's own frame (router links, header, navigation, toasts, settings). */
export type StoryFrame = ComponentType<{ children: ReactNode }>;

const StoryFrameContext = createContext<StoryFrame | null>(null);

/**
 * Supplies the frame to withStoryProviders. The frame is composed in app/, which src/testing may not
 * import (shared code never depends on the app), so .storybook/preview.tsx passes it in.
 */
export const StoryFrameProvider = StoryFrameContext;

export function useStoryFrame(): StoryFrame {
  const frame = useContext(StoryFrameContext);
  if (!frame) throw new Error('No story frame: .storybook/preview.tsx provides it with StoryFrameProvider.');
  return frame;
}
