/**
 * The fixed lesson lists (and Course Detail syllabi) of SPEC §9, keyed by exact course name.
 * Counts: Python Course 10, Java 10, JavaScript 14, React Js 20, Node js 16, Android Development 17.
 * Any other course name starts with no lessons; its teacher adds them (convex/lessons.ts).
 */
export const LESSON_CATALOG: Readonly<Record<string, readonly string[]>> = {
  "Python Course": [
    "Introduction to Python and Setting Up",
    "Variables, Numbers and Strings",
    "Lists, Tuples and Dictionaries",
    "Conditions and Loops",
    "Functions and Modules",
    "Working with Files",
    "Errors and Exceptions",
    "Object-Oriented Python",
    "Popular Libraries: requests, pandas and more",
    "Final Project: a Command-Line App",
  ],
  Java: [
    "Introduction to Java and the JDK",
    "Variables, Data Types and Operators",
    "Control Flow: Conditions and Loops",
    "Methods and Arrays",
    "Classes and Objects",
    "Inheritance and Polymorphism",
    "Interfaces and Abstract Classes",
    "Exception Handling",
    "Collections Framework",
    "File I/O and Final Project",
  ],
  JavaScript: [
    "Introduction to JavaScript",
    "Variables and Data Types",
    "Operators and Expressions",
    "Conditions and Loops",
    "Functions and Scope",
    "Arrays and Array Methods",
    "Objects and Prototypes",
    "The DOM",
    "Events",
    "ES6+ Features",
    "Asynchronous JavaScript: Callbacks and Promises",
    "Async/Await and Fetch",
    "Modules and Tooling",
    "Final Project: an Interactive Web Page",
  ],
  "React Js": [
    "Introduction to React",
    "Setting Up a React Project",
    "JSX",
    "Components",
    "Props",
    "State with useState",
    "Handling Events",
    "Conditional Rendering",
    "Lists and Keys",
    "Forms and Controlled Inputs",
    "Effects with useEffect",
    "Lifting State Up",
    "Context",
    "useReducer",
    "Custom Hooks",
    "Routing",
    "Fetching Data",
    "Performance: memo, useMemo and useCallback",
    "Testing React Components",
    "Deploying a React App",
  ],
  "Node js": [
    "Introduction to Node.js",
    "Installing Node and npm",
    "Modules and require/import",
    "The File System Module",
    "Events and the Event Loop",
    "Streams and Buffers",
    "Building an HTTP Server",
    "Introduction to Express",
    "Routing and Middleware",
    "Serving Static Files and Templates",
    "REST APIs",
    "Working with a Database",
    "Authentication",
    "Error Handling and Logging",
    "Testing Node Applications",
    "Deploying a Node Application",
  ],
  "Android Development": [
    "Introduction to Android",
    "Installing Android Studio",
    "Kotlin Basics for Android",
    "Your First App",
    "Activities and the Activity Lifecycle",
    "Layouts and Views",
    "Handling User Input",
    "Intents and Navigation",
    "Fragments",
    "RecyclerView and Lists",
    "Styles, Themes and Material Design",
    "Storing Data: SharedPreferences and Room",
    "Networking with Retrofit",
    "Background Work",
    "Notifications",
    "Permissions and Device Features",
    "Publishing to the Play Store",
  ],
};

/**
 * Other spellings of the same list. SPEC §9: the quiz bank key is 'Node Js' while the lesson
 * key is 'Node js'; a course called 'Node Js' gets the Node js lessons.
 */
const ALIASES: Readonly<Record<string, string>> = {
  "Node Js": "Node js",
};

/** The fixed lesson titles for a course name (exact match after trimming), or [] for others. */
export function lessonTitlesFor(courseName: string): readonly string[] {
  const name = courseName.trim();
  const key = Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
  return Object.hasOwn(LESSON_CATALOG, key) ? LESSON_CATALOG[key] : [];
}
