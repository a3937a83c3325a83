/**
 * What the assistant needs to ask an AI service: the answer stream and the tools the model may call. The AI SDK
 * behind them (about 20 MB resident) is loaded with the first question an AI service answers, not at start-up.
 */
export { streamLlmAnswer } from './llm-chat';
export { actionTools } from './action-tools';
export { drivingTools } from './driving-tools';
export { vehicleTools } from './vehicle-tools';
